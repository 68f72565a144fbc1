import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { tableKey } from '@/shared/api/query-keys';
import { CONTACTS_TABLE_ENDPOINT } from './use-contacts-table';

/** DELETE /contacts/:id; the confirmation dialog shows a refusal. */
export const useDeleteContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await http.delete(`/contacts/${id}`, { skipErrorToast: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableKey(CONTACTS_TABLE_ENDPOINT) }),
  });
};
