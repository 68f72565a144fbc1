import QueryStatsRounded from '@mui/icons-material/QueryStatsRounded';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

/** Budgets arrive with the billing work: until then the tab explains that instead of calling the API. */
export const BudgetAnalysisTab = () => {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<QueryStatsRounded />}
      title={t('organizations.detail.budgetsEmptyTitle')}
      text={t('organizations.detail.budgetsEmptyText')}
    />
  );
};
