import { savedSearchSchema, type CreateSavedSearchInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { marketKeys } from './announcement-keys';

/** POST /ad/saved-searches; a taken name comes back as a 409 under `name`. */
export const useCreateSavedSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateSavedSearchInput) =>
      savedSearchSchema.parse((await http.post('/ad/saved-searches', input, { skipErrorToast: true })).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.savedSearches }),
  });
};
