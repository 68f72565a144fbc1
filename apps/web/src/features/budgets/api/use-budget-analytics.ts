import { budgetAnalyticsSchema, type BudgetAnalyticsQuery } from '@emlak/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { budgetKeys } from '@/shared/api/query-keys';

/** GET /adminbudget/analytics: a year's totals, payment rate, top users and plans, the 6-month trend. */
export const useBudgetAnalytics = (query: BudgetAnalyticsQuery, enabled = true) =>
  useQuery({
    queryKey: budgetKeys.analytics(query),
    queryFn: async ({ signal }) =>
      budgetAnalyticsSchema.parse(
        (await http.get('/adminbudget/analytics', { params: query, signal, skipErrorToast: true })).data,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
