import { Box, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type StateMessageProps = {
  tone: 'neutral' | 'error';
  icon: ReactNode;
  title: string;
  hint: string;
  action?: ReactNode;
};

/**
 * What a list says instead of rows: nothing matches, nothing yet, or it could not be read. An
 * error is announced as an alert, the others as a status. Tables put it in a full-width row, the
 * card views of the market screen under their toolbar.
 */
export const StateMessage = ({ tone, icon, title, hint, action }: StateMessageProps) => (
  <Stack
    role={tone === 'error' ? 'alert' : 'status'}
    sx={{ alignItems: 'center', textAlign: 'center', gap: 1, py: { xs: 5, sm: 7 }, px: 2 }}
  >
    <Box
      aria-hidden
      sx={(theme) => {
        const color = tone === 'error' ? theme.palette.error.main : theme.palette.primary.main;
        return {
          width: 72,
          height: 72,
          borderRadius: '24px',
          display: 'grid',
          placeItems: 'center',
          mb: 1,
          color,
          bgcolor: alpha(color, theme.palette.mode === 'dark' ? 0.18 : 0.1),
          '& svg': { fontSize: 36 },
        };
      }}
    >
      {icon}
    </Box>
    <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 380 }}>
      {hint}
    </Typography>
    {action && <Box sx={{ mt: 1 }}>{action}</Box>}
  </Stack>
);
