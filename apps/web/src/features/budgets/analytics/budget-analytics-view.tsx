import type { BudgetAnalytics, BudgetListQuery } from '@emlak/contracts';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAzn } from '@/shared/budgets/budget-format';
import { SectionCard } from '@/shared/ui/section-card';
import { StateMessage } from '@/shared/ui/state-message';
import { useBudgetAnalytics } from '../api/use-budget-analytics';
import { AnalyticsKpis } from './analytics-kpis';
import { RankedList } from '@/shared/ui/ranked-list';
import { TREND_CHART_HEIGHT, TrendChart } from './trend-chart';
import { LoadErrorMessage } from '@/shared/ui/load-error-message';

const isEmpty = (data: BudgetAnalytics) =>
  data.budgetCount === 0 && data.trend.every((point) => Number(point.totalCost) === 0);

const NoData = () => {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', py: 2 }}>
      {t('budgets.analytics.noData')}
    </Typography>
  );
};

export type BudgetAnalyticsViewProps = {
  /** The screen's filters: the organization and year apply, the status does not. */
  query: BudgetListQuery;
  /** The name of the chosen organization, for the caption (all organizations when none). */
  organizationName: string | undefined;
};

/**
 * The analytics view of the budgets screen: the year's totals and payment rate, the five users and
 * plans that bring most, and the last six months billed against paid.
 */
export const BudgetAnalyticsView = ({ query, organizationName }: BudgetAnalyticsViewProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const analytics = useBudgetAnalytics({ organizationId: query.organizationId, year: query.year });
  const data = analytics.data;

  if (analytics.isError)
    return (
      <LoadErrorMessage
        title={t('budgets.analytics.errorTitle')}
        hint={t('budgets.list.errorHint')}
        onRetry={() => void analytics.refetch()}
      />
    );

  const caption = data
    ? t('budgets.analytics.caption', {
        year: data.year,
        scope: organizationName ?? t('budgets.analytics.allOrganizations'),
      })
    : undefined;

  return (
    <Stack
      sx={{ gap: 2, opacity: analytics.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={analytics.isFetching}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', minHeight: 20 }}>
        {caption}
      </Typography>
      <AnalyticsKpis data={data} />
      {data && isEmpty(data) ? (
        <StateMessage
          tone="neutral"
          icon={<InsightsRounded />}
          title={t('budgets.analytics.emptyTitle')}
          hint={t('budgets.analytics.emptyHint')}
        />
      ) : (
        <>
          <SectionCard title={t('budgets.analytics.trend')}>
            {data ? (
              <TrendChart trend={data.trend} />
            ) : (
              <Skeleton variant="rounded" height={TREND_CHART_HEIGHT} />
            )}
          </SectionCard>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <SectionCard title={t('budgets.analytics.topUsers')}>
              {!data ? (
                <Skeleton variant="rounded" height={200} />
              ) : data.topUsers.length === 0 ? (
                <NoData />
              ) : (
                <RankedList
                  label={t('budgets.analytics.topUsers')}
                  items={data.topUsers.map((user) => ({
                    key: user.userId,
                    title: user.userName,
                    subtitle: user.organizationName,
                    value: formatAzn(user.totalCost, language),
                  }))}
                />
              )}
            </SectionCard>
            <SectionCard title={t('budgets.analytics.topPlans')}>
              {!data ? (
                <Skeleton variant="rounded" height={200} />
              ) : data.topPlans.length === 0 ? (
                <NoData />
              ) : (
                <RankedList
                  label={t('budgets.analytics.topPlans')}
                  items={data.topPlans.map((plan) => ({
                    key: plan.planId,
                    title: plan.planName,
                    subtitle: t('budgets.analytics.planLines', { count: plan.lineCount }),
                    value: formatAzn(plan.revenue, language),
                  }))}
                />
              )}
            </SectionCard>
          </Box>
        </>
      )}
    </Stack>
  );
};
