import { supportContactSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { supportKeys } from './support-keys';

/** GET /support/contact: the e-mail and phone of support, from the server's configuration. */
export const useSupportContact = () =>
  useQuery({
    queryKey: supportKeys.contact,
    queryFn: async () =>
      supportContactSchema.parse((await http.get('/support/contact', { skipErrorToast: true })).data),
    staleTime: Infinity,
  });
