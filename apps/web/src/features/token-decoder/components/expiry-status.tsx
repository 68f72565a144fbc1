import { Alert, type AlertColor } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/shared/lib/use-now';
import { splitDuration, validityAt, type Validity } from '../decode/token-times';

const SEVERITY: Record<Validity['state'], AlertColor> = {
  valid: 'success',
  expired: 'error',
  notYet: 'warning',
  noExpiry: 'info',
};

/**
 * "Expires in 00:59:12", counting down every second, then "Expired 00:00:03 ago". Not a live
 * region: a screen reader reading out every tick would drown the page.
 */
export const ExpiryStatus = ({ payload }: { payload: Record<string, unknown> }) => {
  const { t } = useTranslation();
  const tick = useNow(1000);
  // The tick may be up to a second old when a new token is pasted: a fresh token would read as
  // "valid in 00:00:01" until the next tick.
  const validity = validityAt(payload, Math.max(tick, Date.now()));
  let time = '';
  if (validity.state !== 'noExpiry') {
    const { days, clock } = splitDuration(validity.ms, validity.state === 'expired' ? 'down' : 'up');
    time = days > 0 ? `${t('tokenDecoder.status.days', { count: days })} ${clock}` : clock;
  }
  return (
    <Alert
      severity={SEVERITY[validity.state]}
      role="status"
      aria-live="off"
      sx={{ mb: 2, fontVariantNumeric: 'tabular-nums' }}
    >
      {t(`tokenDecoder.status.${validity.state}`, { time })}
    </Alert>
  );
};
