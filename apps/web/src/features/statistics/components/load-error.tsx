import { useTranslation } from 'react-i18next';
import { LoadErrorMessage } from '@/shared/ui/load-error-message';

/** The statistics could not be read: say so and offer to try again. */
export const LoadError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <LoadErrorMessage
      title={t('statistics.error.title')}
      hint={t('statistics.error.hint')}
      onRetry={onRetry}
    />
  );
};
