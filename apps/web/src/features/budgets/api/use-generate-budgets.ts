import { generateBudgetsResponseSchema, type GenerateBudgetsInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { budgetKeys } from '@/shared/api/query-keys';

/** POST /adminbudget/generate: issues an ended month (or recomputes the current one); idempotent. */
export const useGenerateBudgets = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GenerateBudgetsInput) =>
      generateBudgetsResponseSchema.parse(
        (await http.post('/adminbudget/generate', input, { skipErrorToast: true })).data,
      ).budgets,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetKeys.all }),
  });
};
