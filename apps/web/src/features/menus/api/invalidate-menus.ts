import type { QueryClient } from '@tanstack/react-query';
import { tableQueryKey } from '@/shared/ui/data-table/use-table-page';
import { MENUS_TABLE_ENDPOINT } from './use-menus-table';

/**
 * After a menu changes: the table, and every query keyed under 'menus' — the shell's sidebar
 * (['menus', 'user-menu', roleId]) and the role-menus checklist (['menus', 'all']) — so a renamed,
 * reordered or deactivated menu shows everywhere without a reload.
 */
export const invalidateMenus = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tableQueryKey(MENUS_TABLE_ENDPOINT) }),
    queryClient.invalidateQueries({ queryKey: ['menus'] }),
  ]);
