import type { User } from '@emlak/contracts';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { notify } from '@/shared/state/notifications-slice';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteUser } from '../api/use-delete-user';
import { useSetUserLock } from '../api/use-set-user-lock';

/** What the admin is asked to confirm; the user stays named while the dialog fades out. */
export type PendingUserAction = { kind: 'lock' | 'delete'; user: User };

export type UserConfirmationsProps = {
  pending: PendingUserAction | null;
  open: boolean;
  onClose: () => void;
  onDeleted: (user: User) => void;
};

/** Lock/unlock (which ends the user's sessions) and delete; a refusal shows inside the dialog. */
export const UserConfirmations = ({ pending, open, onClose, onDeleted }: UserConfirmationsProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const remove = useDeleteUser();
  const setLock = useSetUserLock();
  const user = pending?.user;
  const name = { name: user?.name ?? '' };
  const unlocking = user?.status === 'locked';

  if (pending?.kind === 'delete')
    return (
      <ConfirmDialog
        open={open}
        danger
        title={t('users.deleteTitle')}
        message={t('users.deleteText', name)}
        onClose={onClose}
        onConfirm={async () => {
          await remove.mutateAsync(pending.user.id);
          onDeleted(pending.user);
          dispatch(notify({ message: t('users.deleted'), severity: 'success' }));
        }}
      />
    );

  return (
    <ConfirmDialog
      open={open && pending !== null}
      danger={!unlocking}
      title={t(unlocking ? 'users.unlockTitle' : 'users.lockTitle')}
      message={t(unlocking ? 'users.unlockText' : 'users.lockText', name)}
      confirmLabel={t(unlocking ? 'users.unlockConfirm' : 'users.lockConfirm')}
      onClose={onClose}
      onConfirm={async () => {
        if (!user) return;
        await setLock.mutateAsync({ id: user.id, locked: !unlocking });
        dispatch(
          notify({
            message: t(unlocking ? 'users.unlockedToast' : 'users.lockedToast'),
            severity: 'success',
          }),
        );
      }}
    />
  );
};
