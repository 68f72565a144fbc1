import { budgetWithLinesSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { budgetKeys } from '@/shared/api/query-keys';

const budgetsSchema = budgetWithLinesSchema.array();

/**
 * GET /adminbudget/organization/:id/budgets: the organization's budgets with their line items,
 * newest first. The Budget Analysis tab lists them and its badge counts them; a payment or a
 * generated month on the budgets screen refreshes it (budgetKeys.all).
 */
export const useOrganizationBudgets = (organizationId: number) =>
  useQuery({
    queryKey: budgetKeys.ofOrganization(organizationId),
    queryFn: async ({ signal }) =>
      budgetsSchema.parse(
        (
          await http.get(`/adminbudget/organization/${organizationId}/budgets`, {
            signal,
            skipErrorToast: true,
          })
        ).data,
      ),
  });
