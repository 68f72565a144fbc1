import type { AdminStatistics, StatisticsPeriod } from '@emlak/contracts';
import EmojiEventsRounded from '@mui/icons-material/EmojiEventsRounded';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FiguresKpiGrid } from '@/shared/statistics/figures-kpi-grid';
import type { PeriodParams } from '@/shared/statistics/use-statistics';
import { StateMessage } from '@/shared/ui/state-message';
import { AgentCommissionChart } from './agent-commission-chart';
import { CommissionSplitChart } from './commission-split-chart';
import { leaderboard, LEADERBOARD_SIZE } from './leaderboard';
import { LeaderboardList } from './leaderboard-list';
import { SectionCard } from '@/shared/ui/section-card';
import { seriesGrouping } from './series-grouping';
import { StatisticsChart } from './statistics-chart';

export type TeamSummaryProps = {
  data: AdminStatistics | undefined;
  period: StatisticsPeriod;
  query: PeriodParams;
};

const NoSales = () => {
  const { t } = useTranslation();
  return (
    <StateMessage
      tone="neutral"
      icon={<EmojiEventsRounded />}
      title={t('statistics.summary.noCommission')}
      hint={t('statistics.summary.noSalesHint')}
    />
  );
};

/**
 * The summary view: the team's totals against the period before, the seller and buyer split of
 * the commission, the commission per agent, the leaderboard and the team over time.
 */
export const TeamSummary = ({ data, period, query }: TeamSummaryProps) => {
  const { t, i18n } = useTranslation();
  const leaders = data ? leaderboard(data.users, i18n.language).slice(0, LEADERBOARD_SIZE) : [];
  const pending = <Skeleton variant="rounded" height={240} />;
  return (
    <Stack sx={{ gap: 3 }}>
      <section aria-labelledby="team-totals-heading">
        <Typography
          id="team-totals-heading"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 600, fontSize: 17, mb: 1.5 }}
        >
          {t('statistics.summary.teamTotals')}
        </Typography>
        <FiguresKpiGrid
          figures={data?.totals}
          previous={data?.previousTotals}
          period={period}
          loading={!data}
        />
      </section>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
        }}
      >
        <SectionCard title={t('statistics.summary.split')}>
          {data ? <CommissionSplitChart totals={data.totals} /> : pending}
        </SectionCard>
        <SectionCard title={t('statistics.summary.perAgent')}>
          {!data ? pending : leaders.length > 0 ? <AgentCommissionChart agents={leaders} /> : <NoSales />}
        </SectionCard>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
        }}
      >
        <SectionCard
          title={t('statistics.summary.leaderboard')}
          hint={t('statistics.summary.leaderboardHint')}
        >
          {!data ? pending : leaders.length > 0 ? <LeaderboardList agents={leaders} /> : <NoSales />}
        </SectionCard>
        <StatisticsChart
          params={{ ...query, groupBy: seriesGrouping(query), organizationId: data?.organizationId }}
          enabled={Boolean(data)}
        />
      </Box>
    </Stack>
  );
};
