import { supportTicketSchema, type AnswerSupportTicketInput } from '@emlak/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useInvalidateTickets } from './use-invalidate-tickets';

/** PUT /support/tickets/:id/answer at the version read (a stale one is a 409, shown by the form). */
export const useAnswerTicket = () => {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: AnswerSupportTicketInput }) =>
      supportTicketSchema.parse(
        (await http.put(`/support/tickets/${id}/answer`, input, { skipErrorToast: true })).data,
      ),
    onSettled: invalidate,
  });
};
