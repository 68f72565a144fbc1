import { budgetOrganizationSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { budgetKeys } from '@/shared/api/query-keys';

const organizationsSchema = budgetOrganizationSchema.array();

/** GET /adminbudget/organization: the organizations a SuperAdmin filters the budgets by. */
export const useBudgetOrganizations = (enabled: boolean) =>
  useQuery({
    queryKey: budgetKeys.organizations,
    queryFn: async ({ signal }) =>
      organizationsSchema.parse((await http.get('/adminbudget/organization', { signal })).data),
    enabled,
    staleTime: 60_000,
  });
