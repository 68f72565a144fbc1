import type { User, UserAction } from '@emlak/contracts';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '@/shared/ui/row-action-button';
import { RowActions } from '@/shared/ui/row-actions';

export type UserRowActionsProps = {
  user: User;
  /** The actions the server would accept on this row (contracts' `userActionsFor`). */
  allowed: readonly UserAction[];
  onAction: (action: UserAction, user: User) => void;
};

/** The row's actions, each naming its user for screen readers. */
export const UserRowActions = ({ user, allowed, onAction }: UserRowActionsProps) => {
  const { t } = useTranslation();
  const name = { name: user.name };
  const locked = user.status === 'locked';
  return (
    <RowActions>
      {allowed.includes('edit') && (
        <RowActionButton label={t('users.edit', name)} onClick={() => onAction('edit', user)}>
          <EditOutlined fontSize="small" />
        </RowActionButton>
      )}
      {allowed.includes('lock') && (
        <RowActionButton
          label={t(locked ? 'users.unlock' : 'users.lock', name)}
          color={locked ? 'success' : 'warning'}
          onClick={() => onAction('lock', user)}
        >
          {locked ? <LockOpenRounded fontSize="small" /> : <LockOutlined fontSize="small" />}
        </RowActionButton>
      )}
      {allowed.includes('reset') && (
        <RowActionButton label={t('users.resetPassword', name)} onClick={() => onAction('reset', user)}>
          <LockResetRounded fontSize="small" />
        </RowActionButton>
      )}
      {allowed.includes('delete') && (
        <RowActionButton
          label={t('users.delete', name)}
          color="error"
          onClick={() => onAction('delete', user)}
        >
          <DeleteOutlineRounded fontSize="small" />
        </RowActionButton>
      )}
    </RowActions>
  );
};
