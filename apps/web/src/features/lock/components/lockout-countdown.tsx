import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '@/shared/lib/format-countdown';
import { useNow } from '@/shared/lib/use-now';

export type LockoutCountdownProps = {
  endTime: number;
  /** The whole lockout, for the ring's share of time left. */
  durationMs: number;
  onEnd: () => void;
  onGoToLogin: () => void;
};

/**
 * The 5-minute lockout: a ring and mm:ss counting down. The way to the login page stays open the
 * whole time (the user is already signed out); the login form there refuses to sign in until the
 * lockout ends and says for how long.
 */
export const LockoutCountdown = ({ endTime, durationMs, onEnd, onGoToLogin }: LockoutCountdownProps) => {
  const { t } = useTranslation();
  const now = useNow(1000);
  const left = Math.max(0, endTime - now);
  const time = formatCountdown(left);

  useEffect(() => {
    if (left <= 0) onEnd();
  }, [left, onEnd]);

  return (
    <Stack sx={{ alignItems: 'center', gap: 2, textAlign: 'center' }}>
      <HourglassTopRounded color="warning" sx={{ fontSize: 40 }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {t('lock.tooManyAttempts')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('lock.lockoutText')}</Typography>
      <Box sx={{ position: 'relative', display: 'inline-flex', my: 1 }}>
        <CircularProgress
          variant="determinate"
          value={100}
          size={132}
          thickness={2.5}
          sx={{ color: 'action.hover', position: 'absolute' }}
          aria-hidden
        />
        <CircularProgress
          variant="determinate"
          value={Math.min(100, (left / durationMs) * 100)}
          size={132}
          thickness={2.5}
          color="warning"
          aria-hidden
        />
        <Typography
          component="span"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            fontSize: 30,
            fontWeight: 600,
            fontVariantNumeric: 'tabular-nums',
          }}
          aria-hidden
        >
          {time}
        </Typography>
      </Box>
      <Typography role="timer" aria-live="off" sx={{ fontWeight: 500 }}>
        {t('lock.tryAgainIn', { time })}
      </Typography>
      <Button variant="outlined" fullWidth onClick={onGoToLogin}>
        {t('lock.goToLogin')}
      </Button>
    </Stack>
  );
};
