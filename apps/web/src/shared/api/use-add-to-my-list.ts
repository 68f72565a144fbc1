import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from './http-client';
import { announcementKeys, statisticsKeys, tableKey, userAdKeys } from './query-keys';

/**
 * POST /usersads {adId}: the listing goes into the caller's personal list (409 when it already is,
 * or when it was sold meanwhile; the dialog shows why). The market rows' `inMyList`, the listing's
 * detail, My list and the statistics (other screens' keys, from shared/api) refresh.
 */
export const useAddToMyList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (adId: number) => {
      await http.post('/usersads', { adId }, { skipErrorToast: true });
    },
    onSuccess: (_answer, adId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tableKey(announcementKeys.tableEndpoint) }),
        queryClient.invalidateQueries({ queryKey: announcementKeys.detail(adId) }),
        queryClient.invalidateQueries({ queryKey: userAdKeys.all }),
        queryClient.invalidateQueries({ queryKey: tableKey(userAdKeys.tableEndpoint) }),
        queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
      ]),
  });
};
