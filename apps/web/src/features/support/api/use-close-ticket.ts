import { supportTicketSchema } from '@emlak/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useInvalidateTickets } from './use-invalidate-tickets';

/** PUT /support/tickets/:id/close at the version read; the confirm dialog shows a refusal. */
export const useCloseTicket = () => {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: async ({ id, version }: { id: number; version: number }) =>
      supportTicketSchema.parse(
        (await http.put(`/support/tickets/${id}/close`, { version }, { skipErrorToast: true })).data,
      ),
    onSettled: invalidate,
  });
};
