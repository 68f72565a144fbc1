import HourglassDisabledRounded from '@mui/icons-material/HourglassDisabledRounded';
import { useTranslation } from 'react-i18next';
import { StateMessage } from './state-message';

/**
 * A search refused with 429 plan_limit_reached: the plan's searches for this period are used up.
 * Said plainly in the results area (not a generic "could not load"), with what to do next.
 */
export const PlanLimitMessage = ({ message }: { message: string | null }) => {
  const { t } = useTranslation();
  return (
    <StateMessage
      tone="error"
      icon={<HourglassDisabledRounded />}
      title={message ?? t('queryMeter.limitReached')}
      hint={t('queryMeter.limitReachedHint')}
    />
  );
};
