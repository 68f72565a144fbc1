import { STATISTICS_PERIODS, type StatisticsPeriod } from '@emlak/contracts';
import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';

export const periodTabId = (period: StatisticsPeriod) => `statistics-period-${period}`;
export const PERIOD_PANEL_ID = 'statistics-period-panel';

export type PeriodTabsProps = { value: StatisticsPeriod; onChange: (period: StatisticsPeriod) => void };

/** Today, this week, this month, this year (calendar periods in Baku) and a date range. */
export const PeriodTabs = ({ value, onChange }: PeriodTabsProps) => {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_event, period: StatisticsPeriod) => onChange(period)}
      aria-label={t('statistics.periods.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ minHeight: 44 }}
    >
      {STATISTICS_PERIODS.map((period) => (
        <Tab
          key={period}
          value={period}
          id={periodTabId(period)}
          aria-controls={PERIOD_PANEL_ID}
          label={t(`statistics.periods.${period}`)}
          sx={{ minHeight: 44, textTransform: 'none', fontWeight: 600, px: 2 }}
        />
      ))}
    </Tabs>
  );
};
