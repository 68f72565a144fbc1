import type { Menu } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAppSelector } from '@/shared/state/store-hooks';
import { http } from '@/shared/api/http-client';
import { menuKeys } from '@/shared/api/query-keys';

/** The signed-in role's menus, active ones in display order; keyed by role so a new sign-in refetches. */
export const useUserMenu = () => {
  const roleId = useAppSelector((state) => state.auth.roleId);
  return useQuery({
    queryKey: menuKeys.userMenu(roleId),
    queryFn: async ({ signal }) => {
      const { data } = await http.get<Menu[]>('/menus/user-menu', { signal });
      return data.filter((menu) => menu.status).sort((a, b) => a.displayOrder - b.displayOrder);
    },
    staleTime: 5 * 60_000,
  });
};
