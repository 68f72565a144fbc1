import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { invalidateMenus } from './invalidate-menus';

/** DELETE /menus/:id (SuperAdmin); the confirmation dialog shows a refusal. */
export const useDeleteMenu = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await http.delete(`/menus/${id}`, { skipErrorToast: true });
    },
    onSuccess: () => invalidateMenus(queryClient),
  });
};
