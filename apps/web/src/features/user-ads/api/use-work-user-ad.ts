import { userAdSchema } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { refreshUserAds } from './refresh-user-ads';

/** POST /usersads/work: the listing is taken into work (a refusal is the client's error toast). */
export const useWorkUserAd = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => userAdSchema.parse((await http.post('/usersads/work', { id })).data),
    onSettled: () => refreshUserAds(queryClient),
  });
};
