import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { announcementKeys, statisticsKeys, tableKey } from '@/shared/api/query-keys';

/** DELETE /ad/:id; the confirmation dialog shows a refusal. */
export const useDeleteAnnouncement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await http.delete(`/ad/${id}`, { skipErrorToast: true });
    },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: announcementKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tableKey(announcementKeys.tableEndpoint) }),
        queryClient.invalidateQueries({ queryKey: statisticsKeys.all }),
      ]);
    },
  });
};
