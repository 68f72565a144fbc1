import { Box, Stack, Typography } from '@mui/material';
import { alpha, keyframes } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type StatusScreenProps = {
  /** The big figure: an HTTP status, or nothing. */
  code?: string;
  icon: ReactNode;
  /** A small line above the title (the 500 screen's status line). */
  overline?: string;
  title: string;
  children?: ReactNode;
  /** The way out: a button or link. */
  action?: ReactNode;
  /** Plays the entrance (the 500 screen's 1-second animation). */
  animated?: boolean;
  tone?: 'primary' | 'warning' | 'error';
  /** Inside a page that already has its main landmark (the shell's error boundary). */
  embedded?: boolean;
};

/** Fade and rise with a slight scale: the spec's 1-second animation of the 500 screen. */
const enter = keyframes`
  from { opacity: 0; transform: translateY(16px) scale(0.96); }
  to { opacity: 1; transform: none; }
`;
export const ENTER_ANIMATION_MS = 1000;

/** The shared frame of the error screens: centred, a big code over an icon, a title, text and a way home. */
export const StatusScreen = ({
  code,
  icon,
  overline,
  title,
  children,
  action,
  animated = false,
  tone = 'primary',
  embedded = false,
}: StatusScreenProps) => (
  <Box
    component={embedded ? 'section' : 'main'}
    sx={{
      minHeight: embedded ? '70vh' : '100dvh',
      display: 'grid',
      placeItems: 'center',
      px: 2,
      py: 6,
      bgcolor: 'background.default',
      color: 'text.primary',
    }}
  >
    <Stack
      sx={{
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        maxWidth: 520,
        width: '100%',
        ...(animated && {
          animation: `${enter} ${ENTER_ANIMATION_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1) both`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }),
      }}
    >
      <Box sx={{ position: 'relative', display: 'grid', placeItems: 'center', mb: code ? 4 : 1 }}>
        {code && (
          // A watermark, pure decoration: drawn as generated content, so that neither screen readers
          // nor contrast checks take it for text (the title and the status line carry the meaning).
          <Typography
            aria-hidden
            component="span"
            data-code={code}
            sx={(theme) => ({
              '&::before': { content: 'attr(data-code)' },
              fontSize: { xs: 104, sm: 148 },
              fontWeight: 800,
              lineHeight: 1,
              letterSpacing: '-0.04em',
              userSelect: 'none',
              color: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.28 : 0.16),
            })}
          />
        )}
        {/* The icon sits on the code's baseline like a badge, ringed in the page colour. */}
        <Box
          sx={(theme) => ({
            ...(code && { position: 'absolute', bottom: -36, left: '50%', transform: 'translateX(-50%)' }),
            width: 80,
            height: 80,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: `${tone}.main`,
            bgcolor: 'background.default',
            backgroundImage: `linear-gradient(${alpha(theme.palette[tone].main, 0.14)}, ${alpha(
              theme.palette[tone].main,
              0.14,
            )})`,
            boxShadow: `0 0 0 8px ${theme.palette.background.default}`,
            '& svg': { fontSize: 42 },
          })}
        >
          {icon}
        </Box>
      </Box>
      <Box component="header">
        {overline && (
          <Typography
            sx={{ color: `${tone}.main`, fontWeight: 700, letterSpacing: '0.12em', fontSize: 13, mb: 1 }}
          >
            {overline}
          </Typography>
        )}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 34 } }}>
          {title}
        </Typography>
      </Box>
      {children}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Stack>
  </Box>
);
