import type { BudgetAnalytics } from '@emlak/contracts';
import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { formatAzn, monthName } from '@/shared/budgets/budget-format';
import { formatNumber } from '@/shared/lib/format';

export const TREND_CHART_HEIGHT = 280;

/**
 * The last six months, billed beside paid, a pair of bars a month. The chart only draws the
 * server's figures (numbers for the bars); the tooltips write them as the rest of the screen does.
 */
export const TrendChart = ({ trend }: { trend: BudgetAnalytics['trend'] }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const dataset = trend.map((point) => ({
    key: `${point.year}-${String(point.month).padStart(2, '0')}`,
    label: `${monthName(point.month, language).slice(0, 3)} ${String(point.year).slice(2)}`,
    total: Number(point.totalCost),
    paid: Number(point.paidAmount),
  }));
  const amount = (value: number | null) => (value === null ? '' : formatAzn(value, language));
  return (
    <Box role="img" aria-label={t('budgets.analytics.trendLabel')}>
      <BarChart
        height={TREND_CHART_HEIGHT}
        dataset={dataset}
        skipAnimation={reducedMotion}
        grid={{ horizontal: true }}
        xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
        yAxis={[
          {
            width: 'auto',
            valueFormatter: (value: number) =>
              formatNumber(value, language, { notation: 'compact', maximumFractionDigits: 1 }),
          },
        ]}
        series={[
          {
            dataKey: 'total',
            label: t('budgets.analytics.trendTotal'),
            color: theme.palette.primary.main,
            valueFormatter: amount,
          },
          {
            dataKey: 'paid',
            label: t('budgets.analytics.trendPaid'),
            color: theme.palette.success.main,
            valueFormatter: amount,
          },
        ]}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } },
        }}
      />
    </Box>
  );
};
