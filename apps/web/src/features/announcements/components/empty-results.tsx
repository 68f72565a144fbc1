import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StateMessage } from '@/shared/ui/state-message';

/** No listing matches: say so and offer to take the filters off. */
export const EmptyResults = ({ onClear, filtered }: { onClear: () => void; filtered: boolean }) => {
  const { t } = useTranslation();
  return (
    <StateMessage
      tone="neutral"
      icon={<SearchOffRounded />}
      title={t(filtered ? 'announcements.empty.title' : 'announcements.empty.none')}
      hint={t(filtered ? 'announcements.empty.hint' : 'announcements.empty.noneHint')}
      action={
        filtered ? (
          <Button variant="outlined" onClick={onClear}>
            {t('announcements.clearFilters')}
          </Button>
        ) : null
      }
    />
  );
};

/** The page could not be read: say so and offer to try again. */
export const ResultsError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <StateMessage
      tone="error"
      icon={<ErrorOutlineRounded />}
      title={t('table.loadFailed')}
      hint={t('table.loadFailedHint')}
      action={
        <Button variant="contained" disableElevation startIcon={<ReplayRounded />} onClick={onRetry}>
          {t('table.retry')}
        </Button>
      }
    />
  );
};
