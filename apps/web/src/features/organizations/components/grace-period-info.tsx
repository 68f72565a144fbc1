import EventRounded from '@mui/icons-material/EventRounded';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { GracePeriod } from './grace-period';

/** The grace period in the edit form: read-only, since the server sets it (creation + 35 days). */
export const GracePeriodInfo = ({ end, daysLeft }: { end: string; daysLeft: number }) => {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ gridColumn: '1 / -1', mb: 2 }}>
      <Alert
        severity="info"
        // Information, not an announcement: the form's own alerts keep the alert role.
        role="note"
        variant="outlined"
        icon={<EventRounded />}
        action={<GracePeriod end={end} daysLeft={daysLeft} />}
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          '& .MuiAlert-action': { pt: 0, ml: { xs: 0, sm: 'auto' } },
        }}
      >
        {t('organizations.graceInfo', { date: formatDate(new Date(end), i18n.language) })}
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 13 }}>
          {t('organizations.graceInfoHint')}
        </Box>
      </Alert>
    </Box>
  );
};
