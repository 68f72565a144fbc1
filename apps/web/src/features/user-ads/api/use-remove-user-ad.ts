import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { refreshUserAds } from './refresh-user-ads';

/** DELETE /usersads/:id; the confirmation dialog shows a refusal (409: sold meanwhile). */
export const useRemoveUserAd = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await http.delete(`/usersads/${id}`, { skipErrorToast: true });
    },
    onSettled: () => refreshUserAds(queryClient),
  });
};
