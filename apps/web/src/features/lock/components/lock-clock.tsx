import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDayWithWeekday, formatTime } from '@/shared/lib/format';
import { useNow } from '@/shared/lib/use-now';

/** Time and date above the card, as on a device's lock screen. */
export const LockClock = () => {
  const { i18n } = useTranslation();
  const now = new Date(useNow(10_000));
  return (
    <Stack sx={{ alignItems: 'center', color: 'text.primary' }} aria-hidden>
      <Typography
        sx={{ fontSize: { xs: 56, sm: 72 }, fontWeight: 300, lineHeight: 1, letterSpacing: '-0.02em' }}
      >
        {formatTime(now)}
      </Typography>
      {/* Sentence case, not title case: az and ru write month and weekday names in lower case
          ("22 noyabr, bazar ertəsi"); only the first letter of the line may be a capital. */}
      <Typography
        variant="subtitle1"
        sx={{ color: 'text.secondary', mt: 1, '&::first-letter': { textTransform: 'uppercase' } }}
      >
        {formatDayWithWeekday(now, i18n.language)}
      </Typography>
    </Stack>
  );
};
