import type { QueryClient } from '@tanstack/react-query';
import { menuKeys, tableKey } from '@/shared/api/query-keys';
import { MENUS_TABLE_ENDPOINT } from './use-menus-table';

/**
 * After a menu changes: the table, and every query keyed under 'menus' (the shell's sidebar and
 * the role-menus checklist), so a renamed, reordered or deactivated menu shows everywhere
 * without a reload.
 */
export const invalidateMenus = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tableKey(MENUS_TABLE_ENDPOINT) }),
    queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  ]);
