import type { UserStatus } from '@emlak/contracts';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Active (green) or locked (red, padlock). */
export const UserStatusChip = ({ status }: { status: UserStatus }) => {
  const { t } = useTranslation();
  const active = status === 'active';
  return (
    <Chip
      size="small"
      variant={active ? 'outlined' : 'filled'}
      color={active ? 'success' : 'error'}
      icon={active ? <CheckCircleOutlineRounded /> : <LockRounded />}
      label={t(`users.statuses.${status}`)}
      sx={{ fontWeight: 500 }}
    />
  );
};
