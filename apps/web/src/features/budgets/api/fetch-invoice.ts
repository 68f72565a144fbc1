import { http } from '@/shared/api/http-client';

/**
 * GET /adminbudget/:id/invoice as text: the invoice is HTML behind the bearer token, so it is read
 * through the one HTTP client (token, refresh, language) rather than opened as a plain link.
 */
export const fetchInvoice = async (id: number, signal?: AbortSignal): Promise<string> => {
  const response = await http.get<string>(`/adminbudget/${id}/invoice`, {
    responseType: 'text', // HTML, not JSON: kept as text
    signal,
    skipErrorToast: true,
  });
  return String(response.data);
};
