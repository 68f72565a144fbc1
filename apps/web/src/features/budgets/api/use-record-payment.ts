import { budgetDetailSchema, type RecordPaymentInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { budgetKeys, organizationKeys } from '@/shared/api/query-keys';

// The server answers the budget after the payment; loose, so a field it adds later is no error.
const answerSchema = budgetDetailSchema.partial().loose();

/**
 * POST /adminbudget/:id/payments. The dialog shows a refusal (422: more than owed, already
 * closed) under the amount, so no toast. A payment can unlock the organization: its detail and
 * lists refresh with the budgets.
 */
export const useRecordPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: RecordPaymentInput }) =>
      answerSchema.parse(
        (await http.post(`/adminbudget/${id}/payments`, input, { skipErrorToast: true })).data,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: budgetKeys.all }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
      ]),
  });
};
