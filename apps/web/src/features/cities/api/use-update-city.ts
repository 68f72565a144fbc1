import { citySchema, type CityInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { tableQueryKey } from '@/shared/ui/data-table/use-table-page';
import { CITIES_TABLE_ENDPOINT } from './use-cities-table';

/** PUT /cities/:id (SuperAdmin); the form shows the errors itself. */
export const useUpdateCity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: CityInput }) =>
      citySchema.parse((await http.put(`/cities/${id}`, input, { skipErrorToast: true })).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableQueryKey(CITIES_TABLE_ENDPOINT) }),
  });
};
