import { Card, Stack } from '@mui/material';
import { FiguresKpiGrid } from '@/shared/statistics/figures-kpi-grid';
import { useStatisticsSummary, type PeriodParams } from '@/shared/statistics/use-statistics';
import { seriesGrouping } from './series-grouping';
import { LoadError } from './load-error';
import { PeriodCaption } from './period-caption';
import { StatisticsChart } from './statistics-chart';

/** The signed-in user's own figures for the period, against the period before, and over time. */
export const OwnStatistics = ({ query }: { query: PeriodParams }) => {
  const summary = useStatisticsSummary(query);
  // The previous period's answer stays while the next loads: skeletons rather than wrong figures.
  const data = summary.isPlaceholderData ? undefined : summary.data;
  return (
    <Stack sx={{ gap: 3 }}>
      <div>
        <PeriodCaption range={data} />
        {summary.isError ? (
          <Card variant="outlined" sx={{ borderRadius: 3 }}>
            <LoadError onRetry={() => void summary.refetch()} />
          </Card>
        ) : (
          <FiguresKpiGrid figures={data} previous={data?.previous} period={query.period} loading={!data} />
        )}
      </div>
      <StatisticsChart params={{ ...query, groupBy: seriesGrouping(query) }} />
    </Stack>
  );
};
