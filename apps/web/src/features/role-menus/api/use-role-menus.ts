import { roleMenusSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { roleKeys } from '@/shared/api/query-keys';

/** The menus a role is given now (GET /roles/menus?roleId=). */
export const useRoleMenus = (roleId: number | null) =>
  useQuery({
    queryKey: roleKeys.menus(roleId ?? 0),
    enabled: roleId !== null,
    queryFn: async ({ signal }) =>
      roleMenusSchema.parse(
        (await http.get('/roles/menus', { params: { roleId }, signal, skipErrorToast: true })).data,
      ),
  });
