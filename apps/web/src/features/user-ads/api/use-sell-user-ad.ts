import { userAdSchema, type SellUserAdInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { refreshUserAds } from './refresh-user-ads';

/**
 * POST /usersads/sell. The dialog shows a refusal itself (400 under the fields, 409 already_sold
 * as its own message); either way the list is read again, since a 409 means it changed.
 */
export const useSellUserAd = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SellUserAdInput) =>
      userAdSchema.parse((await http.post('/usersads/sell', input, { skipErrorToast: true })).data),
    onSettled: () => refreshUserAds(queryClient),
  });
};
