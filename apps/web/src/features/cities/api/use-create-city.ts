import { citySchema, type CityInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { refreshCities } from './refresh-cities';

/** POST /cities (SuperAdmin); the form shows the errors itself. */
export const useCreateCity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CityInput) =>
      citySchema.parse((await http.post('/cities', input, { skipErrorToast: true })).data),
    onSuccess: () => refreshCities(queryClient),
  });
};
