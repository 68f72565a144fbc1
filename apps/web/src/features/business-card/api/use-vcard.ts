import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { fileNameOfDisposition } from '../lib/vcard-file-name';
import { businessCardKeys } from './business-card-keys';

export type VcardFile = { text: string; fileName: string };

/**
 * GET /users/profile/vcard through the one HTTP client (token, refresh): the server builds the
 * card, and the same text goes into the QR code and the downloaded file, so both always agree.
 */
export const useVcard = () =>
  useQuery({
    queryKey: businessCardKeys.vcard,
    queryFn: async ({ signal }): Promise<VcardFile> => {
      const response = await http.get<string>('/users/profile/vcard', {
        signal,
        responseType: 'text', // a vCard, not JSON: kept as text
      });
      const disposition = response.headers['content-disposition'] as string | undefined;
      return { text: String(response.data), fileName: fileNameOfDisposition(disposition) };
    },
  });
