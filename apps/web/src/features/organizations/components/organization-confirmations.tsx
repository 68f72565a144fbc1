import type { Organization } from '@emlak/contracts';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { notify } from '@/shared/state/notifications-slice';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteOrganization } from '../api/use-delete-organization';
import { useSetOrganizationLock } from '../api/use-set-organization-lock';

/** What the operator is asked to confirm; the record stays named while the dialog fades out. */
export type PendingAction = { kind: 'lock' | 'delete'; organization: Organization };

export type OrganizationConfirmationsProps = {
  pending: PendingAction | null;
  open: boolean;
  onClose: () => void;
  /** After a delete: the form closes when it showed the deleted record. */
  onDeleted: (organization: Organization) => void;
};

/** Lock/unlock and delete confirmations; a refusal (409 organization_in_use) shows in the dialog. */
export const OrganizationConfirmations = ({
  pending,
  open,
  onClose,
  onDeleted,
}: OrganizationConfirmationsProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const remove = useDeleteOrganization();
  const setLock = useSetOrganizationLock();
  const organization = pending?.organization;
  const name = { name: organization?.name ?? '' };
  const unlocking = organization?.isLocked ?? false;

  if (pending?.kind === 'delete')
    return (
      <ConfirmDialog
        open={open}
        danger
        title={t('organizations.deleteTitle')}
        message={t('organizations.deleteText', name)}
        onClose={onClose}
        onConfirm={async () => {
          await remove.mutateAsync(pending.organization.id);
          onDeleted(pending.organization);
          dispatch(notify({ message: t('organizations.deleted'), severity: 'success' }));
        }}
      />
    );

  return (
    <ConfirmDialog
      open={open && pending !== null}
      danger={!unlocking}
      title={t(unlocking ? 'organizations.unlockTitle' : 'organizations.lockTitle')}
      message={t(unlocking ? 'organizations.unlockText' : 'organizations.lockText', name)}
      confirmLabel={t(unlocking ? 'organizations.unlockConfirm' : 'organizations.lockConfirm')}
      onClose={onClose}
      onConfirm={async () => {
        if (!organization) return;
        await setLock.mutateAsync({ id: organization.id, locked: !unlocking });
        const message = unlocking ? 'organizations.unlockedToast' : 'organizations.lockedToast';
        dispatch(notify({ message: t(message), severity: 'success' }));
      }}
    />
  );
};
