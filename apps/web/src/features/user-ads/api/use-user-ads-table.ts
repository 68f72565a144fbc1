import { userAdSchema, type ListSort, type UserAd, type UserAdStatus } from '@emlak/contracts';
import { useMemo } from 'react';
import { userAdKeys } from '@/shared/api/query-keys';
import { useTablePage } from '@/shared/ui/data-table/use-table-page';
import { useTableState } from '@/shared/ui/data-table/use-table-state';
import type { TableSource } from '@/shared/ui/data-table/use-table-source';

/** Each tab keeps its own page, filters and sort, as a table of its own would. */
export const userAdsTableId = (status: UserAdStatus) => `user-ads-${status}`;

/** Newest event of the tab first, unless the user sorts otherwise. */
const defaultSort: Record<UserAdStatus, ListSort[]> = {
  added: [{ field: 'addedAt', direction: 'desc' }],
  work: [{ field: 'workedAt', direction: 'desc' }],
  sold: [{ field: 'soldAt', direction: 'desc' }],
};

/**
 * The caller's personal list in one status (POST /usersads/table). The tab's status filter is
 * added to the request, not to the table state, so it shows as the selected tab rather than as a
 * removable filter chip.
 */
export const useUserAdsTable = (status: UserAdStatus): TableSource<UserAd> => {
  const id = userAdsTableId(status);
  const controls = useTableState(id);
  const { state } = controls;
  const request = useMemo(
    () => ({
      ...state,
      filters: [{ field: 'status', operator: 'Equal' as const, value: status }, ...state.filters],
      sortOptions: state.sortOptions.length > 0 ? state.sortOptions : defaultSort[status],
    }),
    [state, status],
  );
  const page = useTablePage<UserAd>(userAdKeys.tableEndpoint, request, userAdSchema);
  return { id, endpoint: userAdKeys.tableEndpoint, controls, page, item: userAdSchema };
};
