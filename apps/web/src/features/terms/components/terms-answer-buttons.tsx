import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAnswerTerms } from '../api/use-answer-terms';

/** Refuse and Accept, for the page and the dialog; a failed acceptance is said above them. */
export const TermsAnswerButtons = () => {
  const { t } = useTranslation();
  const { accept, refuse, pending } = useAnswerTerms();
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      {accept.isError && (
        <Alert severity="error" role="alert">
          {t('terms.saveFailed')}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" color="inherit" disabled={pending} onClick={() => refuse.mutate()}>
          {t('terms.refuse')}
        </Button>
        <Button
          variant="contained"
          disabled={pending}
          loading={accept.isPending}
          onClick={() => accept.mutate()}
        >
          {t('terms.accept')}
        </Button>
      </Stack>
    </Stack>
  );
};
