import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/shared/ui/ltr';
import { RoleChip } from '@/shared/ui/role-chip';
import { SectionCard } from '@/shared/ui/section-card';
import { explainedClaims, roleNameOf, TIME_CLAIMS, type ExplainedClaim } from '../decode/claims';
import { formatBakuDateTime, numericDate } from '../decode/token-times';
import { ExpiryStatus } from './expiry-status';

const Muted = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
    {children}
  </Box>
);

/** The claims the spec names, and the ones our server adds, each with what it means. */
export const ClaimsCard = ({ payload }: { payload: Record<string, unknown> }) => {
  const { t, i18n } = useTranslation();

  const valueOf = (claim: ExplainedClaim): ReactNode => {
    const value = payload[claim];
    if (value === undefined) return <Muted>{t('tokenDecoder.claims.absent')}</Muted>;
    if (TIME_CLAIMS.has(claim)) {
      const date = numericDate(value);
      return date ? (
        <Ltr>{formatBakuDateTime(date, i18n.language)}</Ltr>
      ) : (
        <Muted>{t('tokenDecoder.claims.notADate')}</Muted>
      );
    }
    if (claim === 'RoleId') {
      const role = roleNameOf(value);
      return (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Ltr>{String(value)}</Ltr>
          {role ? (
            <RoleChip roleId={Number(value)} label={t(`roles.names.${role}`)} />
          ) : (
            <Muted>{t('tokenDecoder.claims.unknownRole')}</Muted>
          )}
        </Box>
      );
    }
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return claim === 'FullName' ? text : <Ltr>{text}</Ltr>;
  };

  return (
    <SectionCard title={t('tokenDecoder.claims.title')} hint={t('tokenDecoder.claims.hint')}>
      <ExpiryStatus payload={payload} />
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
          columnGap: 2,
          rowGap: { xs: 0.5, sm: 1.5 },
        }}
      >
        {explainedClaims(payload).map((claim) => (
          <Box key={claim} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ mt: { xs: 1, sm: 0 } }}>
              <Typography component="code" sx={{ fontFamily: 'monospace', fontWeight: 600, fontSize: 14 }}>
                {claim}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`tokenDecoder.claims.meaning.${claim}`)}
              </Typography>
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', alignSelf: 'center' }}>
              {valueOf(claim)}
            </Box>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
};
