import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StateMessage } from './state-message';

/** Something could not be read: say what, and offer to try again. */
export const LoadErrorMessage = ({
  title,
  hint,
  onRetry,
}: {
  title: string;
  hint: string;
  onRetry: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <StateMessage
      tone="error"
      icon={<ErrorOutlineRounded />}
      title={title}
      hint={hint}
      action={
        <Button variant="outlined" startIcon={<ReplayRounded />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
};
