import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { marketKeys } from './announcement-keys';

/** DELETE /ad/saved-searches/:id; the confirmation dialog shows a refusal. */
export const useDeleteSavedSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await http.delete(`/ad/saved-searches/${id}`, { skipErrorToast: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.savedSearches }),
  });
};
