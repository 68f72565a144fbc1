import { menuSchema, type MenuInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { invalidateMenus } from './invalidate-menus';

/** PUT /menus/:id (SuperAdmin): replaces the whole menu; the form shows the errors itself. */
export const useUpdateMenu = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: MenuInput }) =>
      menuSchema.parse((await http.put(`/menus/${id}`, input, { skipErrorToast: true })).data),
    onSuccess: () => invalidateMenus(queryClient),
  });
};
