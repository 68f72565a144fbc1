import { contactSchema, type CreateContactInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { tableKey } from '@/shared/api/query-keys';
import { CONTACTS_TABLE_ENDPOINT } from './use-contacts-table';

/** POST /contacts into the caller's organization; the form shows the errors (409 duplicate phone). */
export const useCreateContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateContactInput) =>
      contactSchema.parse((await http.post('/contacts', input, { skipErrorToast: true })).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableKey(CONTACTS_TABLE_ENDPOINT) }),
  });
};
