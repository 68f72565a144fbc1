import { Alert, AlertTitle, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/section-card';
import type { JwtFailure } from '../decode/decode-jwt';

export type TokenInputCardProps = {
  value: string;
  onChange: (value: string) => void;
  /** The signed-in user's access token, null when there is none. */
  currentToken: string | null;
  /** Why the text is not a token, null while it is one or the field is empty. */
  failure: JwtFailure | null;
};

/** The pasted token, the signed-in user's own at a click, and 'Invalid token' with its reason. */
export const TokenInputCard = ({ value, onChange, currentToken, failure }: TokenInputCardProps) => {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('tokenDecoder.input.title')} hint={t('tokenDecoder.input.hint')}>
      <Stack spacing={2}>
        <TextField
          label={t('tokenDecoder.input.label')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
          error={failure !== null}
          slotProps={{
            htmlInput: {
              dir: 'ltr',
              spellCheck: false,
              autoCapitalize: 'off',
              autoComplete: 'off',
              style: { fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' },
            },
          }}
        />
        {failure && (
          <Alert severity="error">
            <AlertTitle>{t('tokenDecoder.invalid')}</AlertTitle>
            {t(`tokenDecoder.reasons.${failure}`)}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" disabled={!currentToken} onClick={() => onChange(currentToken ?? '')}>
            {t('tokenDecoder.input.useCurrent')}
          </Button>
          <Button disabled={value === ''} onClick={() => onChange('')}>
            {t('tokenDecoder.input.clear')}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
};
