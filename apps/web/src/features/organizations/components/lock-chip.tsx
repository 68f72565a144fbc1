import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Locked (red, closed padlock) or open (quiet, open padlock). */
export const LockChip = ({ locked }: { locked: boolean }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant={locked ? 'filled' : 'outlined'}
      color={locked ? 'error' : 'default'}
      icon={locked ? <LockRounded /> : <LockOpenRounded />}
      label={t(locked ? 'organizations.locked' : 'organizations.unlocked')}
      sx={{ fontWeight: 500 }}
    />
  );
};
