import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StateMessage } from '@/shared/ui/state-message';

/** The statistics could not be read: say so and offer to try again. */
export const LoadError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <StateMessage
      tone="error"
      icon={<ErrorOutlineRounded />}
      title={t('statistics.error.title')}
      hint={t('statistics.error.hint')}
      action={
        <Button variant="outlined" startIcon={<ReplayRounded />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
};
