import { citySchema, type CityInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { tableKey } from '@/shared/api/query-keys';
import { CITIES_TABLE_ENDPOINT } from './use-cities-table';

/** POST /cities (SuperAdmin); the form shows the errors itself. */
export const useCreateCity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CityInput) =>
      citySchema.parse((await http.post('/cities', input, { skipErrorToast: true })).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableKey(CITIES_TABLE_ENDPOINT) }),
  });
};
