import { supportTicketSchema, type CreateSupportTicketInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { supportKeys } from './support-keys';

/** POST /support/tickets; the form shows the errors itself (fields, the 429 rate limit). */
export const useCreateTicket = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateSupportTicketInput) =>
      supportTicketSchema.parse((await http.post('/support/tickets', input, { skipErrorToast: true })).data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.mine }),
  });
};
