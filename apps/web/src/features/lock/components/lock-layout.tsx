import { Box, Paper, Stack } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { LockClock } from './lock-clock';

export type LockLayoutProps = { children: ReactNode };

/** Full screen, the clock above one centred card, over a soft wash of the theme's colours. */
export const LockLayout = ({ children }: LockLayoutProps) => (
  <Box
    component="main"
    sx={(theme) => ({
      minHeight: '100dvh',
      display: 'grid',
      placeItems: 'center',
      px: 2,
      py: 4,
      bgcolor: 'background.default',
      backgroundImage: [
        `radial-gradient(circle at 15% 15%, ${alpha(theme.palette.primary.main, 0.28)}, transparent 45%)`,
        `radial-gradient(circle at 85% 85%, ${alpha(theme.palette.secondary.main, 0.22)}, transparent 45%)`,
      ].join(', '),
    })}
  >
    <Stack sx={{ alignItems: 'center', gap: 3, width: '100%', maxWidth: 420 }}>
      <LockClock />
      <Paper
        elevation={0}
        sx={(theme) => ({
          width: '100%',
          p: { xs: 3, sm: 4 },
          borderRadius: '20px',
          border: 1,
          borderColor: 'divider',
          bgcolor: alpha(theme.palette.background.paper, 0.86),
          backdropFilter: 'blur(14px)',
          boxShadow: `0 24px 60px ${alpha(theme.palette.common.black, theme.palette.mode === 'dark' ? 0.5 : 0.12)}`,
        })}
      >
        {children}
      </Paper>
    </Stack>
  </Box>
);
