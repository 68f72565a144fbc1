import type { BudgetAnalytics } from '@emlak/contracts';
import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import PaidRounded from '@mui/icons-material/PaidRounded';
import PercentRounded from '@mui/icons-material/PercentRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAzn } from '@/shared/budgets/budget-format';
import { formatNumber } from '@/shared/lib/format';
import { KpiCard } from '@/shared/statistics/kpi-card';
import { paymentRateLevel, rateColor } from './payment-rate';

/** The year's four figures: billed, paid, unpaid and the payment rate in its traffic-light colour. */
export const AnalyticsKpis = ({ data }: { data: BudgetAnalytics | undefined }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const loading = data === undefined;
  const level = paymentRateLevel(data?.paymentRate ?? 0);
  const rate = data
    ? `${formatNumber(data.paymentRate, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`
    : '';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <KpiCard
        label={t('budgets.analytics.total')}
        icon={<ReceiptLongRounded />}
        loading={loading}
        value={data ? formatAzn(data.totalCost, language) : ''}
        detail={data ? t('budgets.analytics.budgetCount', { count: data.budgetCount }) : undefined}
      />
      <KpiCard
        label={t('budgets.analytics.paid')}
        icon={<PaidRounded />}
        loading={loading}
        value={data ? formatAzn(data.paidAmount, language) : ''}
      />
      <KpiCard
        label={t('budgets.analytics.unpaid')}
        icon={<AccountBalanceWalletRounded />}
        loading={loading}
        value={data ? formatAzn(data.unpaidAmount, language) : ''}
        detail={
          data && data.overdueCount > 0
            ? t('budgets.analytics.overdueCount', { count: data.overdueCount })
            : undefined
        }
      />
      <KpiCard
        label={t('budgets.analytics.paymentRate')}
        icon={<PercentRounded />}
        loading={loading}
        value={
          <Box
            component="span"
            data-testid="payment-rate"
            data-level={level}
            sx={{ color: rateColor[level] }}
          >
            {rate}
          </Box>
        }
        detail={data ? t(`budgets.analytics.rateLevel.${level}`) : undefined}
      />
    </Box>
  );
};
