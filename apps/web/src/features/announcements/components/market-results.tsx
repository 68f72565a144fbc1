import {
  announcementListItemSchema,
  type AnnouncementListItem,
  type AnnouncementTableQuery,
  type ListSort,
  type Page,
} from '@emlak/contracts';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import { Box, Button, Card, Chip, LinearProgress, Stack, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/shared/api/http-client';
import { formatNumber } from '@/shared/lib/format';
import { DataTable } from '@/shared/ui/data-table/data-table';
import { TablePaginationBar } from '@/shared/ui/data-table/table-pagination-bar';
import type { TableSource } from '@/shared/ui/data-table/use-table-source';
import { Ltr } from '@/shared/ui/ltr';
import { PlanLimitMessage } from '@/shared/ui/plan-limit-message';
import { ANNOUNCEMENTS_TABLE_ENDPOINT, ANNOUNCEMENTS_TABLE_ID } from '../api/use-announcements-page';
import { useAnnouncementsExport } from '../api/use-announcements-export';
import { activeFilterCount, clearedFilters, DEFAULT_SORT, SORT_FIELDS } from '../search/announcement-search';
import type { MarketSearch } from '../search/use-market-search';
import { useAnnouncementColumns } from '../use-announcement-columns';
import { EmptyResults, ResultsError } from './empty-results';
import { ListingCards, ListingCardSkeletons } from './listing-cards';
import { SortSelect } from './sort-select';
import { useResultsView } from './use-results-view';
import { ViewToggle } from './view-toggle';

export type MarketResultsProps = {
  market: MarketSearch;
  query: AnnouncementTableQuery;
  page: UseQueryResult<Page<AnnouncementListItem>>;
  onPageSizeChange: (pageSize: number) => void;
  rowActions?: (listing: AnnouncementListItem) => ReactNode;
};

/** A header's sort as the search's: the first sort key, when it is one the list sorts by. */
const sortOf = (sortOptions: readonly ListSort[]) => {
  const [first] = sortOptions;
  const field = SORT_FIELDS.find((name) => name === first?.field);
  return field && first ? { field, direction: first.direction } : DEFAULT_SORT;
};

/**
 * The results of the market search: the shared DataTable on a desktop when the person chose the
 * table, a grid of listing cards otherwise (always on a phone), with the order, the CSV export and
 * the choice of view above them. The page and the order live in the address; the page size is
 * the table's, kept per table id like every other table's.
 */
export const MarketResults = ({ market, query, page, onPageSizeChange, rowActions }: MarketResultsProps) => {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { view, choose } = useResultsView();
  const columns = useAnnouncementColumns(market.adHref);
  const csv = useAnnouncementsExport();
  const { search, update, go } = market;
  const data = page.data;
  const title = t('announcements.resultsTitle');
  const filtered = activeFilterCount(search) > 0 || search.q !== '';
  const clear = () => go(clearedFilters(search));

  // An address past the last page (a hand-edited one, or rows gone meanwhile): the last page.
  useEffect(() => {
    if (!data || page.isFetching || data.items.length > 0 || query.page === 0 || data.total === 0) return;
    update({ page: Math.max(0, Math.ceil(data.total / query.pageSize) - 1) }, { replace: true });
  }, [data, page.isFetching, query.page, query.pageSize, update]);

  const tools = (
    <>
      <SortSelect sort={search.sort} onChange={(sort) => update({ sort })} />
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<FileDownloadRounded />}
        loading={csv.exporting}
        loadingPosition="start"
        disabled={!data || data.total === 0}
        sx={{ borderColor: 'divider', whiteSpace: 'nowrap' }}
        onClick={() => void csv.run(query, columns)}
      >
        {csv.exporting ? t('table.exporting') : t('table.exportCsv')}
      </Button>
      {!phone && <ViewToggle view={view} onChange={choose} />}
    </>
  );

  const empty = data !== undefined && data.items.length === 0 && !page.isError;
  // The plan's searches are used up (429): said in the card layout, whatever the chosen view.
  const refusal = page.isError ? apiErrorOf(page.error) : null;
  const limitReached = refusal?.code === 'plan_limit_reached';
  if (!phone && view === 'table' && !empty && !limitReached) {
    const source: TableSource<AnnouncementListItem> = {
      id: ANNOUNCEMENTS_TABLE_ID,
      endpoint: ANNOUNCEMENTS_TABLE_ENDPOINT,
      item: announcementListItemSchema,
      page,
      controls: {
        // The filters are the search panel's (and the address's): the table shows none of its own.
        state: { page: query.page, pageSize: query.pageSize, filters: [], sortOptions: query.sortOptions },
        setPage: (next) => update({ page: next }),
        setPageSize: onPageSizeChange,
        setFilters: (filters) => {
          if (filters.length === 0) clear();
        },
        setSortOptions: (sortOptions) => update({ sort: sortOf(sortOptions) }),
      },
    };
    return (
      <DataTable
        source={source}
        columns={columns}
        rowKey={(listing) => listing.id}
        title={title}
        showTitle={false}
        searchField={null}
        toolbar={tools}
        rowActions={rowActions}
      />
    );
  }

  const body = () => {
    if (limitReached) return <PlanLimitMessage message={refusal.message} />;
    if (page.isError) return <ResultsError onRetry={() => void page.refetch()} />;
    if (!data) return <ListingCardSkeletons />;
    if (data.items.length === 0) return <EmptyResults filtered={filtered} onClear={clear} />;
    return (
      <ListingCards
        listings={data.items}
        label={title}
        hrefOf={market.adHref}
        actions={rowActions}
        dimmed={page.isPlaceholderData}
      />
    );
  };

  return (
    <Card variant="outlined" sx={{ borderRadius: 3, minWidth: 0 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: 2, py: 1.75 }}>
        <Box sx={{ mr: 'auto', minHeight: 40, display: 'flex', alignItems: 'center' }}>
          {data && (
            <Chip
              size="small"
              sx={{ fontWeight: 500 }}
              label={
                <Ltr>
                  {t('announcements.total', {
                    count: data.total,
                    total: data.totalCapped
                      ? t('table.moreThan', { total: formatNumber(data.total, i18n.language) })
                      : formatNumber(data.total, i18n.language),
                  })}
                </Ltr>
              }
            />
          )}
        </Box>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, width: { xs: '100%', sm: 'auto' } }}
        >
          {tools}
        </Stack>
      </Stack>
      <Box sx={{ position: 'relative', height: 2 }}>
        {page.isFetching && data && (
          <LinearProgress aria-hidden sx={{ position: 'absolute', inset: 0, height: 2 }} />
        )}
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider' }}>{body()}</Box>
      {data && !page.isError && (data.total > 0 || query.page > 0) && (
        <TablePaginationBar
          page={query.page}
          pageSize={query.pageSize}
          total={data.total}
          totalCapped={data.totalCapped}
          onPageChange={(next) => update({ page: next })}
          onPageSizeChange={onPageSizeChange}
        />
      )}
    </Card>
  );
};
