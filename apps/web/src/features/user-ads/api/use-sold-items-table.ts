import {
  pageSchema,
  soldItemSchema,
  soldTotalsSchema,
  type Page,
  type SoldItem,
  type SoldTotals,
} from '@emlak/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { tableKey, userAdKeys } from '@/shared/api/query-keys';
import { toListQuery } from '@/shared/ui/data-table/use-table-page';
import { useTableState } from '@/shared/ui/data-table/use-table-state';
import type { TableSource } from '@/shared/ui/data-table/use-table-source';

export const SOLD_ITEMS_TABLE_ID = 'sold-items';

/** A page of sold items and the totals of every row the filter matches, not just this page's. */
const soldPageSchema = pageSchema(soldItemSchema).extend({ totals: soldTotalsSchema });
export type SoldItemsPage = Page<SoldItem> & { totals: SoldTotals };

/**
 * The sold items the table state asks for (POST /ad/users/sold/table: the caller's sales, an
 * Admin's agency's, a SuperAdmin's all) with their totals. The CSV export pages through the same
 * endpoint with the table's filter.
 */
export const useSoldItemsTable = () => {
  const controls = useTableState(SOLD_ITEMS_TABLE_ID);
  const query = toListQuery(controls.state);
  const endpoint = userAdKeys.soldTableEndpoint;
  const page = useQuery({
    queryKey: tableKey(endpoint, query),
    queryFn: async ({ signal }): Promise<SoldItemsPage> =>
      soldPageSchema.parse((await http.post(endpoint, query, { signal, skipErrorToast: true })).data),
    placeholderData: keepPreviousData,
  });
  const source: TableSource<SoldItem> = {
    id: SOLD_ITEMS_TABLE_ID,
    endpoint,
    controls,
    page,
    item: soldItemSchema,
  };
  return { source, totals: page.data?.totals };
};
