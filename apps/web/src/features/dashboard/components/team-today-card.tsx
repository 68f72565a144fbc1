import BarChartRounded from '@mui/icons-material/BarChartRounded';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/shared/lib/format';
import { useAdminStatistics } from '@/shared/statistics/use-statistics';
import { PriceText } from '@/shared/ui/price-text';
import { DashboardCard } from './dashboard-card';

const Figure = ({ label, value, loading }: { label: string; value: ReactNode; loading: boolean }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    {loading ? (
      <Skeleton variant="text" width="70%" sx={{ fontSize: '1.25rem' }} />
    ) : (
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    )}
  </Box>
);

/** An Admin's view of the agency's day: deals, sold value, commission and how many agents sold. */
export const TeamTodayCard = () => {
  const { t, i18n } = useTranslation();
  const team = useAdminStatistics({ period: 'today' });
  const data = team.data;
  const loading = team.isPending;
  const count = (value: number) => formatNumber(value, i18n.language);
  const sellers = data ? data.users.filter((user) => user.soldCount > 0).length : 0;
  return (
    <DashboardCard
      title={t('dashboard.team.title')}
      action={
        <Button component={Link} to="/statistics" size="small" endIcon={<BarChartRounded />}>
          {t('dashboard.team.open')}
        </Button>
      }
    >
      {team.isError && !data ? (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {t('dashboard.team.error')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
          <Figure
            label={t('dashboard.team.deals')}
            value={data && count(data.totals.soldCount)}
            loading={loading}
          />
          <Figure
            label={t('dashboard.team.soldValue')}
            value={data && <PriceText azn={data.totals.soldValue} />}
            loading={loading}
          />
          <Figure
            label={t('dashboard.team.commission')}
            value={data && <PriceText azn={data.totals.commission} />}
            loading={loading}
          />
          <Figure
            label={t('dashboard.team.agentsSold')}
            value={
              data && t('dashboard.team.agentsOf', { sold: count(sellers), total: count(data.users.length) })
            }
            loading={loading}
          />
        </Box>
      )}
    </DashboardCard>
  );
};
