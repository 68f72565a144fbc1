import type { ListFilter } from '@emlak/contracts';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { useOnline } from '@/shared/lib/use-online';
import { Ltr } from '@/shared/ui/ltr';
import { CardList } from './card-list';
import { CardSortBar } from './card-sort-bar';
import { displayValue, valueOf } from './cell-value';
import { ColumnVisibilityMenu } from './column-visibility-menu';
import type { DataTableColumn } from './data-table-types';
import { FilterBuilder } from './filter-builder';
import { FilterChips } from './filter-chips';
import { QuickSearch } from './quick-search';
import { nextSort } from './sort-options';
import { TableHeadRow } from './table-head-row';
import { TablePaginationBar } from './table-pagination-bar';
import { EmptyRow, ErrorRow, SkeletonRows } from './table-state-rows';
import { useColumnVisibility } from './use-column-visibility';
import { useCsvExport } from './use-csv-export';
import type { TableSource } from './use-table-source';

export type DataTableProps<Row> = {
  source: TableSource<Row>;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The table's accessible name, and the card's heading unless `showTitle` is false. */
  title: string;
  /** False when the page's own heading already says it: the card shows the row count only. */
  showTitle?: boolean;
  /**
   * The field the search box looks in (a Contains filter): `text` by default, the server's quick
   * search over all the fields the resource declares; `null` leaves the box out.
   */
  searchField?: string | null;
  /** Says what the search box looks in ("Search name, e-mail, phone…"); a generic text unless given. */
  searchPlaceholder?: string;
  /** Buttons at the end of each row (edit, delete). */
  rowActions?: (row: Row) => ReactNode;
  /** Extra toolbar content, e.g. an Add button. */
  toolbar?: ReactNode;
  /** Offered in the empty state when nothing exists yet. */
  emptyAction?: ReactNode;
  /** What an empty list means on this page, instead of the generic "records will appear here". */
  emptyHint?: string;
  /** The CSV's file name; set to offer the export. */
  exportFileName?: string;
};

/** The server's quick-search field: every list resource searches its declared fields through it. */
export const QUICK_SEARCH_FIELD = 'text';

const isSearch = (filter: ListFilter, searchField: string | null) =>
  filter.field === searchField && filter.operator === 'Contains';

const sameFilter = (a: ListFilter, b: ListFilter) =>
  a.field === b.field && a.operator === b.operator && a.value === b.value;

/** Cells of the actions column; it stays at the right edge while the table scrolls sideways. */
export const ACTIONS_CELL_CLASS = 'DataTable-actions';

const tint = (color: string) => `linear-gradient(${color}, ${color})`;

const tableSx = (theme: Theme) => ({
  minWidth: 640,
  // Opaque header cells, tinted: the sticky actions cell must hide what scrolls under it.
  '& th': {
    fontWeight: 600,
    color: 'text.secondary',
    bgcolor: 'background.paper',
    backgroundImage: tint(theme.palette.action.hover),
    borderBottomColor: 'divider',
  },
  // 12 px between columns, 16 at the table's edges (in line with the toolbar): the market table's
  // ten columns then fit beside the sidebar at 1440 px in every language (1366 in az, en).
  '& td, & th': { px: 1.5 },
  '& td:first-of-type, & th:first-of-type': { pl: 2 },
  '& td:last-of-type, & th:last-of-type': { pr: 2 },
  '& td': { py: 1.25 },
  '& tbody tr:last-of-type td': { borderBottom: 0 },
  [`& .${ACTIONS_CELL_CLASS}`]: {
    position: 'sticky',
    right: 0,
    whiteSpace: 'nowrap',
    boxShadow: `inset 1px 0 0 ${theme.palette.divider}`,
  },
  [`& td.${ACTIONS_CELL_CLASS}`]: { bgcolor: 'background.paper', py: 0.5 },
  [`& tr:hover > td.${ACTIONS_CELL_CLASS}`]: { backgroundImage: tint(theme.palette.action.hover) },
});

/**
 * A server-driven table (docs/api.md `table` endpoints) bound to the Redux table state of its id: sort
 * by header, a filter builder with chips, a quick search, column visibility, pagination and CSV
 * export of the current filter and sort, with loading, empty and error states.
 */
export const DataTable = <Row,>({
  source,
  columns,
  rowKey,
  title,
  showTitle = true,
  searchField = QUICK_SEARCH_FIELD,
  searchPlaceholder,
  rowActions,
  toolbar,
  emptyAction,
  emptyHint,
  exportFileName,
}: DataTableProps<Row>) => {
  const { t, i18n } = useTranslation();
  // Below `sm` the rows are cards: a phone has no room for a table's columns.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const online = useOnline();
  const { controls, page: query } = source;
  const { state } = controls;
  const { hidden, toggle } = useColumnVisibility(
    source.id,
    columns.filter((column) => column.defaultHidden).map((column) => column.field),
  );
  const csv = useCsvExport<Row>();
  const visible = columns.filter((column) => column.hideable === false || !hidden.includes(column.field));
  const filterable = columns.filter((column) => column.filterable);
  const columnCount = visible.length + (rowActions ? 1 : 0);

  const searchFilter = state.filters.find((filter) => isSearch(filter, searchField));
  const chipFilters = state.filters.filter((filter) => !isSearch(filter, searchField));
  const search = (text: string) => {
    if (!searchField || text === (searchFilter?.value ?? '')) return;
    const others = state.filters.filter((filter) => !isSearch(filter, searchField));
    controls.setFilters(
      text ? [...others, { field: searchField, operator: 'Contains', value: text }] : others,
    );
  };

  const data = query.data;
  // The last row of the last page was deleted: step back to the page that still has rows.
  useEffect(() => {
    if (!data || query.isFetching || data.items.length > 0 || state.page === 0) return;
    controls.setPage(Math.max(0, Math.ceil(data.total / state.pageSize) - 1));
  }, [data, query.isFetching, state.page, state.pageSize, controls]);

  const stateRow = (columns: number) => {
    if (query.isError) return <ErrorRow columns={columns} onRetry={() => void query.refetch()} />;
    if (!data) return <SkeletonRows columns={columns} />;
    if (data.items.length === 0)
      return (
        <EmptyRow
          columns={columns}
          filtered={state.filters.length > 0}
          onClearFilters={() => controls.setFilters([])}
          action={emptyAction}
          hint={emptyHint}
        />
      );
    return null;
  };

  const body = () => {
    const state = stateRow(columnCount);
    if (state || !data) return state;
    return data.items.map((row) => (
      <TableRow hover key={rowKey(row)}>
        {visible.map((column) => (
          <TableCell
            key={column.field}
            align={column.align ?? (column.type === 'number' ? 'right' : 'left')}
            sx={{
              whiteSpace: 'nowrap',
              fontVariantNumeric: column.type === 'number' ? 'tabular-nums' : undefined,
            }}
          >
            {column.render
              ? column.render(row)
              : displayValue(valueOf(row, column.field), column.type, column.options, t, i18n.language)}
          </TableCell>
        ))}
        {rowActions && (
          <TableCell align="right" className={ACTIONS_CELL_CLASS}>
            {rowActions(row)}
          </TableCell>
        )}
      </TableRow>
    ));
  };

  return (
    <Card variant="outlined" sx={{ borderRadius: 3, minWidth: 0, maxWidth: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: 2, py: 1.75 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mr: 'auto', minHeight: 40 }}>
          {showTitle && (
            <Typography variant="h6" component="h2" sx={{ fontWeight: 600, fontSize: 18 }}>
              {title}
            </Typography>
          )}
          {data && (
            <Chip
              size="small"
              label={
                <Ltr>
                  {t('table.totalRows', {
                    count: data.total,
                    total: data.totalCapped
                      ? t('table.moreThan', { total: formatNumber(data.total, i18n.language) })
                      : formatNumber(data.total, i18n.language),
                  })}
                </Ltr>
              }
              sx={{ fontWeight: 500 }}
            />
          )}
        </Stack>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, width: { xs: '100%', sm: 'auto' } }}
        >
          {searchField && (
            <QuickSearch
              value={String(searchFilter?.value ?? '')}
              onSearch={search}
              placeholder={searchPlaceholder}
            />
          )}
          {filterable.length > 0 && (
            <FilterBuilder
              columns={filterable}
              activeCount={chipFilters.length}
              onAdd={(filter) =>
                controls.setFilters([...state.filters.filter((item) => !sameFilter(item, filter)), filter])
              }
            />
          )}
          <ColumnVisibilityMenu columns={columns} hidden={hidden} onToggle={toggle} />
          {exportFileName && (
            <Button
              variant="outlined"
              color="inherit"
              startIcon={<FileDownloadRounded />}
              loading={csv.exporting}
              loadingPosition="start"
              sx={{ borderColor: 'divider', whiteSpace: 'nowrap' }}
              onClick={() =>
                void csv.run({
                  endpoint: source.endpoint,
                  item: source.item,
                  fileName: exportFileName,
                  columns: visible,
                  filters: state.filters,
                  sortOptions: state.sortOptions,
                  body: source.body,
                })
              }
            >
              {csv.exporting ? t('table.exporting') : t('table.exportCsv')}
            </Button>
          )}
          {toolbar}
        </Stack>
      </Stack>
      <FilterChips
        columns={columns}
        filters={chipFilters}
        onRemove={(filter) => controls.setFilters(state.filters.filter((item) => item !== filter))}
        onClear={() => controls.setFilters(state.filters.filter((filter) => isSearch(filter, searchField)))}
      />
      <Box sx={{ position: 'relative', height: 2 }}>
        {query.isFetching && data && (
          <LinearProgress aria-hidden sx={{ position: 'absolute', inset: 0, height: 2 }} />
        )}
      </Box>
      {!online && (
        <Alert severity="warning" sx={{ mx: 2, mb: 1.5 }}>
          {t('table.offlineStale')}
        </Alert>
      )}
      {phone ? (
        <>
          <CardSortBar
            columns={visible}
            sortOptions={state.sortOptions}
            onChange={(sortOptions) => controls.setSortOptions(sortOptions)}
          />
          <Box
            sx={{
              opacity: query.isPlaceholderData ? 0.6 : 1,
              transition: 'opacity 150ms',
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            {data && data.items.length > 0 && !query.isError ? (
              <CardList
                rows={data.items}
                columns={visible}
                rowKey={rowKey}
                label={title}
                rowActions={rowActions}
              />
            ) : (
              <Table size="small" aria-label={title} aria-busy={query.isFetching}>
                <TableBody>{stateRow(1)}</TableBody>
              </Table>
            )}
          </Box>
        </>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title} aria-busy={query.isFetching} sx={tableSx}>
            <TableHeadRow
              columns={visible}
              sortOptions={state.sortOptions}
              hasActions={Boolean(rowActions)}
              actionsClassName={ACTIONS_CELL_CLASS}
              onSort={(field, additive) =>
                controls.setSortOptions(nextSort(state.sortOptions, field, additive))
              }
            />
            <TableBody sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
              {body()}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && !query.isError && (data.total > 0 || state.page > 0) && (
        <TablePaginationBar
          page={state.page}
          pageSize={state.pageSize}
          total={data.total}
          totalCapped={data.totalCapped}
          onPageChange={controls.setPage}
          onPageSizeChange={controls.setPageSize}
        />
      )}
    </Card>
  );
};
