import { savedSearchSchema } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { marketKeys } from './announcement-keys';

/** POST /ad/saved-searches/:id/open: from now on its new listings are counted anew. */
export const useOpenSavedSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      savedSearchSchema.parse((await http.post(`/ad/saved-searches/${id}/open`, {})).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.savedSearches }),
  });
};
