import { roleSchema, type UpdateRoleInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { dropdownKey, roleKeys } from '@/shared/api/query-keys';

/** PUT /roles/:id (SuperAdmin); role dropdowns elsewhere fetch again too. */
export const useRenameRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdateRoleInput }) =>
      roleSchema.parse((await http.put(`/roles/${id}`, input, { skipErrorToast: true })).data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        queryClient.invalidateQueries({ queryKey: dropdownKey('/roles/dropdown') }),
      ]),
  });
};
