import type { BudgetListQuery } from '@emlak/contracts';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import TableRowsRounded from '@mui/icons-material/TableRowsRounded';
import { Box, Button, Card, Skeleton, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceToggle } from '@/shared/ui/choice-toggle';
import { PageHeader } from '@/shared/ui/page-header';
import { StateMessage } from '@/shared/ui/state-message';
import { BudgetAnalyticsView } from '../analytics/budget-analytics-view';
import { useBudgetOrganizations } from '../api/use-budget-organizations';
import { useBudgets } from '../api/use-budgets';
import { useBudgetSearch, type BudgetsView } from '../budget-search';
import { BudgetFilters } from '../components/budget-filters';
import { BudgetsTable } from '../components/budgets-table';
import { GenerateMonthDialog } from '../components/generate-month-dialog';
import { GenerateResultDialog, type GenerateResult } from '../components/generate-result-dialog';
import { useBudgetRights } from '../use-budget-rights';
import { LoadErrorMessage } from '@/shared/ui/load-error-message';

type BudgetListProps = { query: BudgetListQuery; onClear: () => void };

const BudgetList = ({ query, onClear }: BudgetListProps) => {
  const { t } = useTranslation();
  const budgets = useBudgets(query);
  const filtered = Object.values(query).some((value) => value !== undefined);

  const body = () => {
    if (budgets.isError)
      return (
        <LoadErrorMessage
          title={t('budgets.list.errorTitle')}
          hint={t('budgets.list.errorHint')}
          onRetry={() => void budgets.refetch()}
        />
      );
    if (!budgets.data)
      return (
        <Stack sx={{ gap: 1, p: 2 }}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} variant="rounded" height={40} />
          ))}
        </Stack>
      );
    if (budgets.data.length === 0)
      return filtered ? (
        <StateMessage
          tone="neutral"
          icon={<SearchOffRounded />}
          title={t('budgets.list.noMatchTitle')}
          hint={t('budgets.list.noMatchHint')}
          action={
            <Button variant="outlined" onClick={onClear}>
              {t('budgets.filters.clear')}
            </Button>
          }
        />
      ) : (
        <StateMessage
          tone="neutral"
          icon={<ReceiptLongRounded />}
          title={t('budgets.list.emptyTitle')}
          hint={t('budgets.list.emptyHint')}
        />
      );
    return (
      <Box sx={{ opacity: budgets.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <BudgetsTable budgets={budgets.data} />
      </Box>
    );
  };

  return (
    <Card variant="outlined" sx={{ borderRadius: 3, p: { xs: 1.5, sm: 0 } }}>
      {budgets.data && budgets.data.length > 0 && (
        <Typography
          variant="body2"
          role="status"
          sx={{ color: 'text.secondary', px: { xs: 0.5, sm: 2 }, pt: { xs: 0, sm: 1.5 }, pb: 1 }}
        >
          {t('budgets.list.count', { count: budgets.data.length })}
        </Typography>
      )}
      {body()}
    </Card>
  );
};

/**
 * Budgets (route /budgets): the monthly budgets as a list or as analytics, filtered by
 * organization (SuperAdmin), year and status, all kept in the address. The SuperAdmin generates a
 * month's budgets here; each budget opens its detail (/budgets/:id).
 */
export const BudgetsPage = () => {
  const { t } = useTranslation();
  const { seesAll, mayWrite: mayGenerate } = useBudgetRights();
  const search = useBudgetSearch();
  const organizations = useBudgetOrganizations(seesAll);
  const [generating, setGenerating] = useState(false);
  const [result, setResult] = useState<GenerateResult | null>(null);
  const organizationName = organizations.data?.find(
    (option) => String(option.organizationId) === search.query.organizationId,
  )?.organizationName;

  const views: { value: BudgetsView; label: string; icon: ReactNode }[] = [
    { value: 'list', label: t('budgets.view.list'), icon: <TableRowsRounded fontSize="small" /> },
    { value: 'analytics', label: t('budgets.view.analytics'), icon: <InsightsRounded fontSize="small" /> },
  ];

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, gap: { sm: 2 } }}
      >
        <PageHeader title={t('navigation.budgets')} subtitle={t('budgets.subtitle')} />
        {mayGenerate && (
          <Button
            variant="contained"
            disableElevation
            startIcon={<EventRepeatRounded />}
            onClick={() => setGenerating(true)}
            sx={{ mb: { xs: 2, sm: 0 }, alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}
          >
            {t('budgets.generate.button')}
          </Button>
        )}
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 1.5, mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <BudgetFilters
          query={search.query}
          showOrganization={seesAll}
          showStatus={search.view === 'list'}
          onChange={search.setFilter}
          onClear={search.clearFilters}
        />
        <ChoiceToggle
          label={t('budgets.view.label')}
          value={search.view}
          choices={views}
          onChange={search.setView}
        />
      </Stack>
      {search.view === 'list' ? (
        <BudgetList query={search.query} onClear={search.clearFilters} />
      ) : (
        <BudgetAnalyticsView query={search.query} organizationName={organizationName} />
      )}
      {mayGenerate && (
        <GenerateMonthDialog
          open={generating}
          onClose={() => setGenerating(false)}
          onGenerated={(budgets, period) => setResult({ ...period, budgets })}
        />
      )}
      <GenerateResultDialog result={result} onClose={() => setResult(null)} />
    </Box>
  );
};
