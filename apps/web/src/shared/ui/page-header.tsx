import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type PageHeaderProps = { title: ReactNode; subtitle?: ReactNode };

/** A screen's title (its one h1) and the sentence under it. */
export const PageHeader = ({ title, subtitle }: PageHeaderProps) => (
  <Box sx={{ mb: 3 }}>
    <Typography variant="h4" component="h1">
      {title}
    </Typography>
    {subtitle && (
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {subtitle}
      </Typography>
    )}
  </Box>
);
