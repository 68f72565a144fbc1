import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/shared/lib/use-online';

/** Says the browser has no network, so nobody wonders why saving fails or lists do not change. */
export const OfflineBanner = () => {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert severity="warning" icon={<CloudOffRounded />} role="status" sx={{ mb: 2 }}>
      {t('shell.offline')}
    </Alert>
  );
};
