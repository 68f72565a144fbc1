import { TERMS_VERSION } from '@emlak/contracts';
import { Alert, Box, Card, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { PageHeader } from '@/shared/ui/page-header';
import { acceptedCurrentTerms, useTermsAcceptance, type TermsAcceptance } from '../api/use-terms-acceptance';
import { TermsAnswerButtons } from '../components/terms-answer-buttons';
import { TermsContents } from '../components/terms-contents';
import { TermsDocument } from '../components/terms-document';
import { useTermsText } from '../components/use-terms-text';

/** Whether the caller accepted this version (and when), an older one, or none. */
const AcceptanceStatus = ({ acceptance }: { acceptance: TermsAcceptance }) => {
  const { t } = useTranslation();
  const { language } = useTermsText();
  if (acceptedCurrentTerms(acceptance))
    return (
      <Alert severity="success" role="status">
        {t('terms.acceptedOn', { date: formatDate(new Date(acceptance.termsAcceptedAt!), language) })}
      </Alert>
    );
  return (
    <Alert severity="info" role="status">
      {acceptance.termsVersion
        ? t('terms.acceptedOlder', { version: acceptance.termsVersion })
        : t('terms.notAccepted')}
    </Alert>
  );
};

/**
 * Terms and conditions (route /terms): the version and its date, a table of contents, the text,
 * and Accept and Refuse while the caller has not accepted this version.
 */
export const TermsPage = () => {
  const { t } = useTranslation();
  const acceptance = useTermsAcceptance();
  const { sections, effectiveDate } = useTermsText();
  const pending = acceptance.data !== undefined && !acceptedCurrentTerms(acceptance.data);
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('navigation.terms')}
        subtitle={
          <>
            {t('terms.subtitle')}
            <br />
            {t('terms.version', { version: TERMS_VERSION, date: effectiveDate })}
          </>
        }
      />
      {acceptance.data && <AcceptanceStatus acceptance={acceptance.data} />}
      {acceptance.isError && (
        <Alert severity="warning" role="status">
          {t('terms.loadFailed')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Card variant="outlined" sx={{ borderRadius: 3, p: 2, position: { md: 'sticky' }, top: { md: 80 } }}>
          <TermsContents sections={sections} />
        </Card>
        <Card variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
          <TermsDocument sections={sections} />
          {pending && (
            <Box sx={{ mt: 3 }}>
              <TermsAnswerButtons />
            </Box>
          )}
        </Card>
      </Box>
    </Stack>
  );
};
