import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { cardText, type CardDetails } from '../lib/card-text';
import { vcardBlob } from '../lib/save-file';

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * "Share": the phone's own share sheet (Web Share API) with the text and, where the browser can
 * share files, the vCard itself; without it, the text goes to the clipboard and a toast says so.
 */
export const useShareCard = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();

  return async (card: CardDetails, vcard: { text: string; fileName: string } | undefined) => {
    const text = cardText(card);
    if (typeof navigator.share === 'function') {
      const file = vcard ? new File([vcardBlob(vcard.text)], vcard.fileName, { type: 'text/vcard' }) : null;
      const withFile = file && navigator.canShare?.({ files: [file] }) ? { files: [file] } : {};
      try {
        await navigator.share({ title: card.name, text, ...withFile });
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (!isCancel(error)) dispatch(notify({ message: t('businessCard.shareFailed'), severity: 'error' }));
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      dispatch(notify({ message: t('businessCard.copied'), severity: 'success' }));
    } catch {
      dispatch(notify({ message: t('businessCard.copyFailed'), severity: 'error' }));
    }
  };
};
