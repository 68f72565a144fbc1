import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import { Card } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StateMessage } from '@/shared/ui/state-message';

/** In place of the figures while the custom range breaks a rule (its message is under the day). */
export const RangeHint = () => {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <StateMessage
        tone="neutral"
        icon={<EventBusyRounded />}
        title={t('statistics.range.invalidTitle')}
        hint={t('statistics.range.invalidHint')}
      />
    </Card>
  );
};
