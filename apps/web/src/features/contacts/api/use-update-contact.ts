import { contactSchema, type UpdateContactInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { tableKey } from '@/shared/api/query-keys';
import { CONTACTS_TABLE_ENDPOINT } from './use-contacts-table';

/** PUT /contacts/:id with the version read (a stale one answers 409 stale_version). */
export const useUpdateContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdateContactInput }) =>
      contactSchema.parse((await http.put(`/contacts/${id}`, input, { skipErrorToast: true })).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableKey(CONTACTS_TABLE_ENDPOINT) }),
  });
};
