import { useQuery } from '@tanstack/react-query';

/**
 * The QR code of a text as an SVG data URL. The `qrcode` library is imported on first use, so it
 * is a chunk of its own and never part of the main bundle. Error correction M: a printed card
 * stays readable with a little damage, and a full vCard still fits a code a camera reads easily.
 */
export const useQrCode = (text: string | undefined) =>
  useQuery({
    queryKey: ['qr-code', text],
    enabled: text !== undefined,
    staleTime: Infinity,
    queryFn: async () => {
      const { toString } = await import('qrcode');
      const svg = await toString(text!, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    },
  });
