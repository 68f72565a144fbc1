import { roleMenusSchema } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { menuKeys, roleKeys } from '@/shared/api/query-keys';

/**
 * PUT /roles/:id/menus {menuIds} (SuperAdmin): the role's whole set. The answer becomes the
 * role's cached set, and the sidebar is refetched (the signed-in SuperAdmin may have edited the
 * own role; other users get theirs at their next load).
 */
export const useSaveRoleMenus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ roleId, menuIds }: { roleId: number; menuIds: number[] }) =>
      roleMenusSchema.parse((await http.put(`/roles/${roleId}/menus`, { menuIds })).data),
    onSuccess: async (saved) => {
      queryClient.setQueryData(roleKeys.menus(saved.roleId), saved);
      await queryClient.invalidateQueries({ queryKey: menuKeys.userMenus });
    },
  });
};
