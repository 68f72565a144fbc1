import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { refreshCities } from './refresh-cities';

/** DELETE /cities/:id (SuperAdmin); the confirmation dialog shows a refusal (409 in_use). */
export const useDeleteCity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await http.delete(`/cities/${id}`, { skipErrorToast: true });
    },
    onSuccess: () => refreshCities(queryClient),
  });
};
