import HourglassBottomRounded from '@mui/icons-material/HourglassBottomRounded';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@/shared/lib/format';

export type GracePeriodProps = { end: string; daysLeft: number };

/**
 * The grace period's last day and how many days remain: the server counts Baku calendar days and
 * says 0 on the last day and after, so 0 with the end in the past reads "expired".
 */
/** Whether the grace period is over (the server says 0 days on the last day and after it). */
export const graceExpired = (end: string, daysLeft: number) =>
  daysLeft <= 0 && new Date(end).getTime() < Date.now();

export const GracePeriod = ({ end, daysLeft }: GracePeriodProps) => {
  const { t, i18n } = useTranslation();
  const date = new Date(end);
  const expired = graceExpired(end, daysLeft);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatDate(date, i18n.language)}
      </Typography>
      <Chip
        size="small"
        icon={<HourglassBottomRounded />}
        color={expired ? 'default' : daysLeft <= 7 ? 'warning' : 'success'}
        variant={expired ? 'outlined' : 'filled'}
        label={
          expired
            ? t('organizations.expired')
            : t('organizations.daysLeft', { count: daysLeft, n: formatNumber(daysLeft, i18n.language) })
        }
        sx={{ fontWeight: 500 }}
      />
    </Stack>
  );
};
