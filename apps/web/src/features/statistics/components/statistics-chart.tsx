import type { StatisticsBucket } from '@emlak/contracts';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import { Box, Skeleton, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatisticsSeries, type SeriesParams } from '@/shared/statistics/use-statistics';
import { ChoiceToggle } from '@/shared/ui/choice-toggle';
import { StateMessage } from '@/shared/ui/state-message';
import { formatDayRange, formatShortDay, formatShortMonth } from '../period/period-format';
import { LoadError } from './load-error';
import { SectionCard } from '@/shared/ui/section-card';
import { useMoney } from './use-money';

const MEASURES = ['commission', 'amounts', 'counts'] as const;
type Measure = (typeof MEASURES)[number];

const isEmpty = (buckets: readonly StatisticsBucket[]) =>
  buckets.every(
    (bucket) =>
      bucket.adsCount === 0 &&
      bucket.soldCount === 0 &&
      bucket.addedCount === 0 &&
      Number(bucket.commission) === 0 &&
      Number(bucket.totalValue) === 0,
  );

export const CHART_HEIGHT = 300;

/**
 * The period over time, a bar per day (or month), every bucket there, empty ones too: the
 * commission from sellers and from buyers stacked, the sold value beside the value of the listings
 * posted, or the counts of listings posted, sold and added to My list. Commission is a few per
 * cent of a sale, so it has a scale of its own rather than a sliver under the sold value.
 */
export const StatisticsChart = ({ params, enabled = true }: { params: SeriesParams; enabled?: boolean }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [measure, setMeasure] = useState<Measure>('commission');
  const money = useMoney();
  const series = useStatisticsSeries(params, { enabled });
  const data = series.data;
  const buckets = data?.buckets ?? [];
  const oneYear = buckets.every((bucket) => bucket.from.slice(0, 4) === buckets[0]?.from.slice(0, 4));
  const tick = (bucket: StatisticsBucket) => {
    if (data?.groupBy !== 'month') return formatShortDay(bucket.from, language);
    const month = formatShortMonth(bucket.from, language);
    return oneYear ? month : `${month} ${bucket.from.slice(2, 4)}`;
  };
  const byStart = new Map(buckets.map((bucket) => [bucket.from, bucket]));
  const dataset = buckets.map((bucket) => ({
    from: bucket.from,
    soldValue: money.convert(bucket.soldValue),
    totalValue: money.convert(bucket.totalValue),
    amountOfSeller: money.convert(bucket.amountOfSeller),
    amountOfBuyer: money.convert(bucket.amountOfBuyer),
    adsCount: bucket.adsCount,
    soldCount: bucket.soldCount,
    addedCount: bucket.addedCount,
  }));
  const amount = (value: number | null) => (value === null ? '' : money.format(value));
  const count = (value: number | null) => (value === null ? '' : String(value));
  const palette = theme.palette;
  const seriesOf: Record<Measure, { dataKey: string; label: string; color: string; stack?: string }[]> = {
    commission: [
      {
        dataKey: 'amountOfSeller',
        label: t('statistics.figures.amountOfSeller'),
        color: palette.primary.main,
      },
      { dataKey: 'amountOfBuyer', label: t('statistics.figures.amountOfBuyer'), color: palette.success.main },
    ].map((series) => ({ ...series, stack: 'commission' })),
    amounts: [
      { dataKey: 'soldValue', label: t('statistics.figures.soldValue'), color: palette.primary.main },
      { dataKey: 'totalValue', label: t('statistics.chart.postedValue'), color: palette.warning.main },
    ],
    counts: [
      { dataKey: 'adsCount', label: t('statistics.figures.adsCount'), color: palette.primary.main },
      { dataKey: 'soldCount', label: t('statistics.figures.soldCount'), color: palette.success.main },
      { dataKey: 'addedCount', label: t('statistics.figures.addedCount'), color: palette.warning.main },
    ],
  };
  const chartSeries = seriesOf[measure].map((series) => ({
    ...series,
    valueFormatter: measure === 'counts' ? count : amount,
  }));

  const body = () => {
    if (series.isError) return <LoadError onRetry={() => void series.refetch()} />;
    if (!data) return <Skeleton variant="rounded" height={CHART_HEIGHT} />;
    if (isEmpty(buckets))
      return (
        <StateMessage
          tone="neutral"
          icon={<InsightsRounded />}
          title={t('statistics.chart.emptyTitle')}
          hint={t('statistics.chart.emptyHint')}
        />
      );
    return (
      <Box
        role="img"
        aria-label={t('statistics.chart.label', { range: formatDayRange(data.from, data.to, language) })}
        sx={{ opacity: series.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <BarChart
          height={CHART_HEIGHT}
          dataset={dataset}
          skipAnimation={reducedMotion}
          grid={{ horizontal: true }}
          xAxis={[
            {
              scaleType: 'band',
              dataKey: 'from',
              valueFormatter: (from: string, context) => {
                const bucket = byStart.get(from);
                if (!bucket) return from;
                return context.location === 'tick'
                  ? tick(bucket)
                  : formatDayRange(bucket.from, bucket.to, language);
              },
            },
          ]}
          yAxis={[
            {
              width: 'auto',
              valueFormatter: (value: number) => (measure === 'counts' ? String(value) : money.tick(value)),
              tickMinStep: measure === 'counts' ? 1 : undefined,
            },
          ]}
          series={chartSeries}
          slotProps={{
            legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } },
          }}
        />
      </Box>
    );
  };

  return (
    <SectionCard
      title={t('statistics.chart.title')}
      actions={
        <ChoiceToggle
          label={t('statistics.chart.measure')}
          value={measure}
          onChange={setMeasure}
          choices={MEASURES.map((value) => ({ value, label: t(`statistics.chart.${value}`) }))}
        />
      }
    >
      {body()}
    </SectionCard>
  );
};
