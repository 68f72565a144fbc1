import { planSchema, type Plan } from '@emlak/contracts';
import { planKeys } from '@/shared/api/query-keys';
import { useTableSource } from '@/shared/ui/data-table/use-table-source';

export const PLANS_TABLE_ID = 'plans';

/** The plans list page the table state asks for (POST /adminplan/all/table). */
export const usePlansTable = () => useTableSource<Plan>(PLANS_TABLE_ID, planKeys.tableEndpoint, planSchema);
