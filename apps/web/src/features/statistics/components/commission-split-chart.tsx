import type { StatisticsFigures } from '@emlak/contracts';
import PieChartRounded from '@mui/icons-material/PieChartRounded';
import { Box, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { StateMessage } from '@/shared/ui/state-message';
import { useMoney } from './use-money';

/** The team's commission from sellers against the commission from buyers, as a doughnut. */
export const CommissionSplitChart = ({ totals }: { totals: StatisticsFigures }) => {
  const { t } = useTranslation();
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const money = useMoney();
  const seller = money.convert(totals.amountOfSeller);
  const buyer = money.convert(totals.amountOfBuyer);
  if (seller === 0 && buyer === 0)
    return (
      <StateMessage
        tone="neutral"
        icon={<PieChartRounded />}
        title={t('statistics.summary.noCommission')}
        hint={t('statistics.summary.noSalesHint')}
      />
    );
  const label = `${t('statistics.summary.split')}: ${t('statistics.columns.amountOfSeller')} ${money.format(seller)}, ${t('statistics.columns.amountOfBuyer')} ${money.format(buyer)}`;
  return (
    <Box role="img" aria-label={label}>
      <PieChart
        height={260}
        skipAnimation={reducedMotion}
        series={[
          {
            innerRadius: 60,
            paddingAngle: 2,
            cornerRadius: 4,
            valueFormatter: (item) => money.format(item.value),
            data: [
              {
                id: 'seller',
                value: seller,
                label: t('statistics.columns.amountOfSeller'),
                color: theme.palette.primary.main,
              },
              {
                id: 'buyer',
                value: buyer,
                label: t('statistics.columns.amountOfBuyer'),
                color: theme.palette.success.main,
              },
            ],
          },
        ]}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
        }}
      />
    </Box>
  );
};
