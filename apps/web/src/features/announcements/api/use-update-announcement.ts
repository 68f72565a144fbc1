import { announcementSchema, type UpdateAnnouncementInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { announcementKeys, tableKey } from '@/shared/api/query-keys';

/** PUT /ad/:id with the version read (a stale one answers 409 stale_version). */
export const useUpdateAnnouncement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdateAnnouncementInput }) =>
      announcementSchema.parse((await http.put(`/ad/${id}`, input, { skipErrorToast: true })).data),
    onSuccess: (saved) => {
      queryClient.setQueryData(announcementKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: tableKey(announcementKeys.tableEndpoint) });
    },
  });
};
