import type { ListQuery, Page } from '@emlak/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { tableKey } from '@/shared/api/query-keys';
import type { TableState } from '@/shared/state/table-slice';

/** Reads an answer's items; a contracts schema's `parse` fits. */
export type ItemParser<Row> = { parse: (value: unknown) => Row };

export const toListQuery = ({ page, pageSize, filters, sortOptions }: TableState): ListQuery => ({
  page,
  pageSize,
  filters,
  sortOptions,
});

/**
 * One page of a `table` endpoint (docs/api.md: POST .../table). The table shows its own error state, so
 * the client's error toast is off for it.
 */
export const fetchTablePage = async <Row>(
  endpoint: string,
  query: ListQuery,
  options: { signal?: AbortSignal; item?: ItemParser<Row> } = {},
): Promise<Page<Row>> => {
  const { data } = await http.post<Page<Row>>(endpoint, query, {
    signal: options.signal,
    skipErrorToast: true,
  });
  const { item } = options;
  return item ? { ...data, items: data.items.map((row) => item.parse(row)) } : data;
};

/** The page the table state asks for; the previous page stays on screen while the next loads. */
export const useTablePage = <Row>(endpoint: string, state: TableState, item?: ItemParser<Row>) => {
  const query = toListQuery(state);
  return useQuery({
    queryKey: tableKey(endpoint, query),
    queryFn: ({ signal }) => fetchTablePage<Row>(endpoint, query, { signal, item }),
    placeholderData: keepPreviousData,
  });
};
