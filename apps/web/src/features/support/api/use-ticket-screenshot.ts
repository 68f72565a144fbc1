import { useEffect, useState } from 'react';
import { http } from '@/shared/api/http-client';
import { supportKeys } from './support-keys';

export type ScreenshotState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

/**
 * A ticket's screenshot through the authenticated route (the image has no public URL), as a blob
 * URL for an <img>; the URL is revoked when the ticket changes or the viewer closes.
 */
export const useTicketScreenshot = (ticketId: number | null): ScreenshotState | null => {
  const [state, setState] = useState<ScreenshotState | null>(null);
  useEffect(() => {
    if (ticketId === null) {
      setState(null);
      return undefined;
    }
    let url: string | null = null;
    let cancelled = false;
    setState({ status: 'loading' });
    // Read as bytes and typed with the server's detected content type (the route sends nosniff).
    http
      .get<ArrayBuffer>(supportKeys.screenshotUrl(ticketId), {
        responseType: 'arraybuffer',
        skipErrorToast: true,
      })
      .then((response) => {
        if (cancelled) return;
        const type = String(response.headers['content-type'] ?? '');
        url = URL.createObjectURL(new Blob([response.data], { type }));
        setState({ status: 'ready', url });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error' });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [ticketId]);
  return state;
};
