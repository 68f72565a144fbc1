import type { User } from '@emlak/contracts';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type UserAction = 'edit' | 'lock' | 'reset' | 'delete';

export type UserRowActionsProps = {
  user: User;
  /** The actions the server would accept on this row (no self lock, reset or delete). */
  allowed: readonly UserAction[];
  onAction: (action: UserAction, user: User) => void;
};

const Action = ({
  label,
  color,
  onClick,
  children,
}: {
  label: string;
  color?: 'error' | 'warning' | 'success';
  onClick: () => void;
  children: ReactNode;
}) => (
  <Tooltip title={label}>
    <IconButton size="small" color={color} aria-label={label} onClick={onClick}>
      {children}
    </IconButton>
  </Tooltip>
);

/** The row's actions, each naming its user for screen readers. */
export const UserRowActions = ({ user, allowed, onAction }: UserRowActionsProps) => {
  const { t } = useTranslation();
  const name = { name: user.name };
  const locked = user.status === 'locked';
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 0.5 }}>
      {allowed.includes('edit') && (
        <Action label={t('users.edit', name)} onClick={() => onAction('edit', user)}>
          <EditOutlined fontSize="small" />
        </Action>
      )}
      {allowed.includes('lock') && (
        <Action
          label={t(locked ? 'users.unlock' : 'users.lock', name)}
          color={locked ? 'success' : 'warning'}
          onClick={() => onAction('lock', user)}
        >
          {locked ? <LockOpenRounded fontSize="small" /> : <LockOutlined fontSize="small" />}
        </Action>
      )}
      {allowed.includes('reset') && (
        <Action label={t('users.resetPassword', name)} onClick={() => onAction('reset', user)}>
          <LockResetRounded fontSize="small" />
        </Action>
      )}
      {allowed.includes('delete') && (
        <Action label={t('users.delete', name)} color="error" onClick={() => onAction('delete', user)}>
          <DeleteOutlineRounded fontSize="small" />
        </Action>
      )}
    </Stack>
  );
};
