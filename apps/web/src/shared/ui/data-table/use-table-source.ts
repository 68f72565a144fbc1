import type { Page } from '@emlak/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTablePage, type ItemParser } from './use-table-page';
import { useTableState, type TableStateControls } from './use-table-state';

/** Everything a DataTable needs from its data: state, the page on screen, and where to fetch more. */
export type TableSource<Row> = {
  id: string;
  endpoint: string;
  controls: TableStateControls;
  page: UseQueryResult<Page<Row>>;
  item?: ItemParser<Row>;
  /**
   * Fields the endpoint takes beside the list query (a report's period and grouping): sent with
   * every page the CSV export fetches, as the page on screen sent them.
   */
  body?: Record<string, unknown>;
};

/** The table state of `id` and the page of `endpoint` it selects. */
export const useTableSource = <Row>(
  id: string,
  endpoint: string,
  item?: ItemParser<Row>,
): TableSource<Row> => {
  const controls = useTableState(id);
  const page = useTablePage<Row>(endpoint, controls.state, item);
  return { id, endpoint, controls, page, item };
};
