import { announcementSchema, type CreateAnnouncementInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { announcementKeys, statisticsKeys, tableKey } from '@/shared/api/query-keys';

/** POST /ad: a listing of the caller's organization; the form shows the errors under the fields. */
export const useCreateAnnouncement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAnnouncementInput) =>
      announcementSchema.parse((await http.post('/ad', input, { skipErrorToast: true })).data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tableKey(announcementKeys.tableEndpoint) }),
        // A posted listing counts in the poster's statistics.
        queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
      ]),
  });
};
