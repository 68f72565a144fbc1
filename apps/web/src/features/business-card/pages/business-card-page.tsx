import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadErrorMessage } from '@/shared/ui/load-error-message';
import { PageHeader } from '@/shared/ui/page-header';
import { useCardProfile } from '../api/use-card-profile';
import { useVcard } from '../api/use-vcard';
import { BusinessCardView } from '../components/business-card-view';
import { CardActions } from '../components/card-actions';
import { PRINT_HIDDEN_CLASS, PrintStyles } from '../components/print-styles';
import { useQrCode } from '../components/use-qr-code';

/**
 * Business card (route /business-card): the agent's card to show a client on the phone, with a
 * QR code of the server's vCard (the same text "Download vCard" saves), sharing and a print layout.
 */
export const BusinessCardPage = () => {
  const { t } = useTranslation();
  const profile = useCardProfile();
  const vcard = useVcard();
  const qrCode = useQrCode(vcard.data?.text);

  const body = () => {
    if (profile.isError || vcard.isError)
      return (
        <LoadErrorMessage
          title={t('businessCard.loadError')}
          hint={t('businessCard.loadErrorHint')}
          onRetry={() => {
            void profile.refetch();
            void vcard.refetch();
          }}
        />
      );
    if (!profile.data)
      return (
        <Skeleton
          variant="rounded"
          height={240}
          sx={{ maxWidth: 640, mx: 'auto', width: '100%' }}
          aria-label={t('businessCard.loading')}
        />
      );
    const card = {
      name: profile.data.name,
      job: profile.data.job,
      organizationName: profile.data.organizationName,
      phone: profile.data.phone,
      email: profile.data.email,
      colorCode: profile.data.colorCode,
    };
    return (
      <>
        {(!card.phone || !card.job) && (
          <Alert
            severity="info"
            className={PRINT_HIDDEN_CLASS}
            action={
              <Button component={RouterLink} to="/profile" color="inherit" size="small">
                {t('businessCard.openProfile')}
              </Button>
            }
          >
            {t('businessCard.incomplete')}
          </Alert>
        )}
        <BusinessCardView card={card} qrCode={qrCode.data} />
        <CardActions card={card} vcard={vcard.data} />
      </>
    );
  };

  return (
    <Stack spacing={3}>
      <PrintStyles />
      <PageHeader title={t('navigation.businessCard')} subtitle={t('businessCard.subtitle')} />
      {body()}
    </Stack>
  );
};
