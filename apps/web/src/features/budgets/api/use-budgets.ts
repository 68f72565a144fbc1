import { budgetSchema, type BudgetListQuery } from '@emlak/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { budgetKeys } from '@/shared/api/query-keys';

const budgetsSchema = budgetSchema.array();

/** GET /adminbudget/budgets: the budgets the caller may see, newest first (the server stops at 1,000). */
export const useBudgets = (query: BudgetListQuery) =>
  useQuery({
    queryKey: budgetKeys.list(query),
    queryFn: async ({ signal }) =>
      budgetsSchema.parse(
        (await http.get('/adminbudget/budgets', { params: query, signal, skipErrorToast: true })).data,
      ),
    // A filter change keeps the rows on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
