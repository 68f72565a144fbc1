import type { QueryClient } from '@tanstack/react-query';
import { announcementKeys, statisticsKeys, tableKey, userAdKeys } from '@/shared/api/query-keys';

/**
 * After a work, sale or removal, or a refused one (someone else sold the listing meanwhile):
 * the list's pages, its counts, the sold items, and the market list and listing details, whose
 * `inMyList` and `isSold` change with it; and the statistics, whose figures count what was added
 * and sold.
 */
export const refreshUserAds = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tableKey(userAdKeys.tableEndpoint) }),
    queryClient.invalidateQueries({ queryKey: userAdKeys.counts }),
    queryClient.invalidateQueries({ queryKey: tableKey(userAdKeys.soldTableEndpoint) }),
    queryClient.invalidateQueries({ queryKey: tableKey(announcementKeys.tableEndpoint) }),
    queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
    queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
    queryClient.invalidateQueries({ queryKey: tableKey(statisticsKeys.commissionTableEndpoint) }),
  ]);
