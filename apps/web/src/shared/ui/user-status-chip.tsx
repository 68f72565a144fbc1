import type { UserStatus } from '@emlak/contracts';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import { Chip } from '@mui/material';

export type UserStatusChipProps = { status: UserStatus; label: string };

/** Active (green outline) or locked (filled red with a padlock, so a locked account stands out). */
export const UserStatusChip = ({ status, label }: UserStatusChipProps) => {
  const active = status === 'active';
  return (
    <Chip
      size="small"
      variant={active ? 'outlined' : 'filled'}
      color={active ? 'success' : 'error'}
      icon={active ? <CheckCircleOutlineRounded /> : <LockRounded />}
      label={label}
      sx={{ fontWeight: 500 }}
    />
  );
};
