import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** A table row's action buttons, side by side at the row's end. */
export const RowActions = ({ children }: { children: ReactNode }) => (
  <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 0.5 }}>
    {children}
  </Stack>
);
