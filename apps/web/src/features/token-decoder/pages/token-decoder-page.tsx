import { Alert, Box, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/shared/state/store-hooks';
import { PageHeader } from '@/shared/ui/page-header';
import { ClaimsCard } from '../components/claims-card';
import { JsonCard } from '../components/json-card';
import { TokenInputCard } from '../components/token-input-card';
import { decodeJwt } from '../decode/decode-jwt';

/**
 * Token checker (route /token-decoder): a pasted JWT, or the user's own access token, read in the
 * browser. Nothing is sent: the page cannot verify the signature and says so.
 */
export const TokenDecoderPage = () => {
  const { t } = useTranslation();
  const currentToken = useAppSelector((state) => state.auth.accessToken);
  const [input, setInput] = useState('');
  const result = useMemo(() => (input.trim() === '' ? null : decodeJwt(input)), [input]);

  return (
    <Stack spacing={3}>
      <PageHeader title={t('navigation.tokenDecoder')} subtitle={t('tokenDecoder.subtitle')} />
      <Alert severity="warning" role="note">
        {t('tokenDecoder.notVerified')}
      </Alert>
      <TokenInputCard
        value={input}
        onChange={setInput}
        currentToken={currentToken}
        failure={result && !result.ok ? result.reason : null}
      />
      {result?.ok && (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <ClaimsCard payload={result.jwt.payload} />
          <Stack spacing={3}>
            <JsonCard title={t('tokenDecoder.header')} value={result.jwt.header} />
            <JsonCard title={t('tokenDecoder.payload')} value={result.jwt.payload} />
          </Stack>
        </Box>
      )}
    </Stack>
  );
};
