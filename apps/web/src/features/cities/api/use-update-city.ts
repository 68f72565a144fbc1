import { citySchema, type CityInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { refreshCities } from './refresh-cities';

/** PUT /cities/:id (SuperAdmin); the form shows the errors itself. */
export const useUpdateCity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: CityInput }) =>
      citySchema.parse((await http.put(`/cities/${id}`, input, { skipErrorToast: true })).data),
    onSuccess: () => refreshCities(queryClient),
  });
};
