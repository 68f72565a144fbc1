import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import { Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDayRange } from '../period/period-format';

/** The days the figures cover, as the server resolved the period ("Dövr: 1–30 noyabr 2026"). */
export const PeriodCaption = ({ range }: { range: { from: string; to: string } | undefined }) => {
  const { t, i18n } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, minHeight: 28 }}>
      <CalendarMonthRounded fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
      {range ? (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {t('statistics.shown', { range: formatDayRange(range.from, range.to, i18n.language) })}
        </Typography>
      ) : (
        <Skeleton variant="text" width={220} />
      )}
    </Stack>
  );
};
