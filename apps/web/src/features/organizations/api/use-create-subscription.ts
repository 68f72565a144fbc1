import { subscriptionSchema, type CreateSubscriptionInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { planKeys, tableKey } from '@/shared/api/query-keys';
import { subscriptionKeys } from './subscription-keys';

/**
 * POST /adminsubscription; the panel shows a refusal itself. A new subscription changes the
 * user's list and the plans' active-subscription counts.
 */
export const useCreateSubscription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateSubscriptionInput) =>
      subscriptionSchema.parse((await http.post('/adminsubscription', input, { skipErrorToast: true })).data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
        queryClient.invalidateQueries({ queryKey: tableKey(planKeys.tableEndpoint) }),
      ]),
  });
};
