import { supportTicketSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '@/shared/api/http-client';
import { supportKeys } from './support-keys';

/** GET /support/tickets: the caller's own requests, newest first, with their answers. */
export const useMyTickets = () =>
  useQuery({
    queryKey: supportKeys.mine,
    queryFn: async () =>
      z.array(supportTicketSchema).parse((await http.get('/support/tickets', { skipErrorToast: true })).data),
  });
