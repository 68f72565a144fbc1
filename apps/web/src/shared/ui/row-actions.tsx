import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useRowActionsMenu } from './row-actions-menu-context';

/**
 * A table row's action buttons, side by side at the row's end. Inside a "more" menu the items
 * must be the menu's own children: arrow keys walk the menu's DOM children.
 */
export const RowActions = ({ children }: { children: ReactNode }) => {
  const inMenu = useRowActionsMenu() !== null;
  if (inMenu) return <>{children}</>;
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 0.5 }}>
      {children}
    </Stack>
  );
};
