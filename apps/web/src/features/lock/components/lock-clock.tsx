import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localeOf } from '@/shared/i18n/i18n';
import { useNow } from '@/shared/lib/use-now';

/** Time and date above the card, as on a device's lock screen. */
export const LockClock = () => {
  const { i18n } = useTranslation();
  const now = new Date(useNow(10_000));
  const locale = localeOf(i18n.language);
  return (
    <Stack sx={{ alignItems: 'center', color: 'text.primary' }} aria-hidden>
      <Typography
        sx={{ fontSize: { xs: 56, sm: 72 }, fontWeight: 300, lineHeight: 1, letterSpacing: '-0.02em' }}
      >
        {new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false }).format(now)}
      </Typography>
      <Typography variant="subtitle1" sx={{ color: 'text.secondary', mt: 1, textTransform: 'capitalize' }}>
        {new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(now)}
      </Typography>
    </Stack>
  );
};
