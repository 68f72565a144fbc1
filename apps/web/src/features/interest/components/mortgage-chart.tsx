import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/shared/lib/format';
import type { AmortizationYear } from '../calc/mortgage';
import { useAzn } from './use-azn';

/** Each year of the loan as a bar: the principal repaid and the interest paid, stacked. */
export const MortgageChart = ({ years }: { years: readonly AmortizationYear[] }) => {
  const { t } = useTranslation();
  const theme = useTheme();
  const azn = useAzn();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const dataset = years.map((year) => ({
    year: year.year,
    principal: year.principal,
    interest: year.interest,
  }));
  const amount = (value: number | null) => (value === null ? '' : azn.money(value));
  return (
    <Box role="img" aria-label={t('interest.mortgage.chart.label')}>
      <BarChart
        height={280}
        dataset={dataset}
        skipAnimation={reducedMotion}
        grid={{ horizontal: true }}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'year',
            valueFormatter: (year: number, context) =>
              context.location === 'tick' ? String(year) : t('interest.mortgage.chart.year', { year }),
          },
        ]}
        yAxis={[
          {
            width: 'auto',
            valueFormatter: (value: number) =>
              numberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(value),
          },
        ]}
        series={[
          {
            dataKey: 'principal',
            label: t('interest.mortgage.chart.principal'),
            color: theme.palette.primary.main,
            stack: 'payment',
            valueFormatter: amount,
          },
          {
            dataKey: 'interest',
            label: t('interest.mortgage.chart.interest'),
            color: theme.palette.warning.main,
            stack: 'payment',
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
