import { menuSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { menuKeys } from '@/shared/api/query-keys';

/** Every menu (GET /menus), in sidebar order: the checklist's rows. Keyed under 'menus' so menu edits refresh it. */
export const useAllMenus = () =>
  useQuery({
    queryKey: menuKeys.list,
    queryFn: async ({ signal }) =>
      menuSchema
        .array()
        .parse((await http.get('/menus', { signal, skipErrorToast: true })).data)
        .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id),
  });
