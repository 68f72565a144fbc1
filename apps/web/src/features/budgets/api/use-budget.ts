import { budgetDetailSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { budgetKeys } from '@/shared/api/query-keys';

/** GET /adminbudget/:id with its line items and payments; a 404 is the page's own not-found state. */
export const useBudget = (id: number) =>
  useQuery({
    queryKey: budgetKeys.detail(id),
    queryFn: async ({ signal }) =>
      budgetDetailSchema.parse((await http.get(`/adminbudget/${id}`, { signal, skipErrorToast: true })).data),
    retry: false,
  });
