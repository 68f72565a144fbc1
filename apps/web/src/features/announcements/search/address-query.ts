import type { AnnouncementTableQuery, SavedSearchQuery } from '@emlak/contracts';
import { parseSearch, searchToParams } from './search-address';
import { queryToSearch, searchToTableQuery } from './search-query';

/**
 * The market search's address and its table body, both ways (docs/decisions.md "Market search
 * address"): the screen reads `?city=1&rooms=2,3&priceMax=150000` into the POST /ad/table body,
 * and a saved search (a body without paging) becomes an address to navigate to.
 */
export const addressToQuery = (params: URLSearchParams, pageSize: number): AnnouncementTableQuery =>
  searchToTableQuery(parseSearch(params), pageSize);

export const queryToAddress = (
  query: Pick<SavedSearchQuery, 'filters' | 'sortOptions'> & {
    hideDuplicates?: boolean;
    page?: number;
  },
): URLSearchParams => searchToParams({ ...queryToSearch(query), page: query.page ?? 0 });
