import { menuSchema, type MenuInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { invalidateMenus } from './invalidate-menus';

/** POST /menus (SuperAdmin); the form shows the errors itself. */
export const useCreateMenu = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MenuInput) =>
      menuSchema.parse((await http.post('/menus', input, { skipErrorToast: true })).data),
    onSuccess: () => invalidateMenus(queryClient),
  });
};
