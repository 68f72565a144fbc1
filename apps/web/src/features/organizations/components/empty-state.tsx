import { Box, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  /** 'h1' when the state is the whole page (not found). */
  titleComponent?: 'p' | 'h1';
};

/** A centred icon, title and explanation where a list has nothing to show. */
export const EmptyState = ({ icon, title, text, action, titleComponent = 'p' }: EmptyStateProps) => (
  <Stack sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 5, sm: 8 }, px: 2, gap: 1 }}>
    <Box
      aria-hidden
      sx={(theme) => ({
        width: 64,
        height: 64,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: 'primary.main',
        bgcolor: alpha(theme.palette.primary.main, 0.1),
        mb: 1,
        '& svg': { fontSize: 32 },
      })}
    >
      {icon}
    </Box>
    <Typography variant="h6" component={titleComponent} sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
      {text}
    </Typography>
    {action && <Box sx={{ mt: 1 }}>{action}</Box>}
  </Stack>
);
