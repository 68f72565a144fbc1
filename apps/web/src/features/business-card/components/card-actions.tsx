import DownloadRounded from '@mui/icons-material/DownloadRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';
import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { VcardFile } from '../api/use-vcard';
import type { CardDetails } from '../lib/card-text';
import { saveFile, vcardBlob } from '../lib/save-file';
import { PRINT_HIDDEN_CLASS } from './print-styles';
import { useShareCard } from './use-share-card';

export type CardActionsProps = { card: CardDetails; vcard: VcardFile | undefined };

/** Download the vCard, share the card, print it. */
export const CardActions = ({ card, vcard }: CardActionsProps) => {
  const { t } = useTranslation();
  const share = useShareCard();
  return (
    <Stack
      direction="row"
      className={PRINT_HIDDEN_CLASS}
      sx={{ gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}
    >
      <Button
        variant="contained"
        startIcon={<DownloadRounded />}
        disabled={!vcard}
        onClick={() => vcard && saveFile(vcardBlob(vcard.text), vcard.fileName)}
      >
        {t('businessCard.download')}
      </Button>
      <Button variant="outlined" startIcon={<ShareRounded />} onClick={() => void share(card, vcard)}>
        {t('businessCard.share')}
      </Button>
      <Button variant="outlined" startIcon={<PrintRounded />} onClick={() => window.print()}>
        {t('businessCard.print')}
      </Button>
    </Stack>
  );
};
