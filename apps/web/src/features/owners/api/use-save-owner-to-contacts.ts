import { contactSchema, type SaveOwnerToContactsInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { contactKeys, tableKey } from '@/shared/api/query-keys';
import { OWNERS_TABLE_ENDPOINT } from './use-owners-table';

/**
 * POST /owners/save-to-contacts; the dialog shows a refusal (409 duplicate when the phone is
 * already in the book). The owners table refetches for its "in contacts" chip; the contacts table
 * (another feature's, its key from shared/api) for the new row.
 */
export const useSaveOwnerToContacts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveOwnerToContactsInput) =>
      contactSchema.parse(
        (await http.post('/owners/save-to-contacts', input, { skipErrorToast: true })).data,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tableKey(OWNERS_TABLE_ENDPOINT) }),
        queryClient.invalidateQueries({ queryKey: tableKey(contactKeys.tableEndpoint) }),
      ]),
  });
};
