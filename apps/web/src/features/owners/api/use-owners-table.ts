import { ownerSchema, type Owner } from '@emlak/contracts';
import { useTableSource } from '@/shared/ui/data-table/use-table-source';

export const OWNERS_TABLE_ID = 'owners';
export const OWNERS_TABLE_ENDPOINT = '/owners/table';

/** The owners list page the table state asks for (POST /owners/table). */
export const useOwnersTable = () =>
  useTableSource<Owner>(OWNERS_TABLE_ID, OWNERS_TABLE_ENDPOINT, ownerSchema);
