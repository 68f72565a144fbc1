import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { actionLabel } from '../audit-labels';

const colorOf = (action: string) => {
  if (action.endsWith('.deleted') || action === 'authorization.denied' || action.endsWith('_failed'))
    return 'error';
  if (action.endsWith('.created')) return 'success';
  if (action.startsWith('auth.')) return 'default';
  return 'primary';
};

/** An action's label, coloured by what it did: created, changed, deleted or refused. */
export const ActionChip = ({ action }: { action: string }) => {
  const { t, i18n } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colorOf(action)}
      label={actionLabel(action, { t, exists: (key) => i18n.exists(key) })}
      title={action}
      sx={{ fontWeight: 500 }}
    />
  );
};
