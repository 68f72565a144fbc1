import type { Menu } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAppSelector } from '@/app/store';
import { http } from '@/shared/api/http-client';

/** The signed-in role's menus, active ones in display order; keyed by role so a new sign-in refetches. */
export const useUserMenu = () => {
  const roleId = useAppSelector((state) => state.auth.roleId);
  return useQuery({
    queryKey: ['menus', 'user-menu', roleId],
    queryFn: async ({ signal }) => {
      const { data } = await http.get<Menu[]>('/menus/user-menu', { signal });
      return data.filter((menu) => menu.status).sort((a, b) => a.displayOrder - b.displayOrder);
    },
    staleTime: 5 * 60_000,
  });
};
