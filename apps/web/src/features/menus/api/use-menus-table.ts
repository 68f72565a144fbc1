import { menuSchema, type Menu } from '@emlak/contracts';
import { useTableSource } from '@/shared/ui/data-table/use-table-source';

export const MENUS_TABLE_ID = 'menus';
export const MENUS_TABLE_ENDPOINT = '/menus/table';

/** The menus list page the table state asks for (POST /menus/table). */
export const useMenusTable = () => useTableSource<Menu>(MENUS_TABLE_ID, MENUS_TABLE_ENDPOINT, menuSchema);
