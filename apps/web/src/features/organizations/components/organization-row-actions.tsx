import type { Organization } from '@emlak/contracts';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '@/shared/ui/row-action-button';
import { RowActions } from '@/shared/ui/row-actions';

export type OrganizationRowActionsProps = {
  organization: Organization;
  /** SuperAdmin: lock, unlock and delete besides edit and users. */
  full: boolean;
  onEdit: (organization: Organization) => void;
  onUsers: (organization: Organization) => void;
  onLock: (organization: Organization) => void;
  onDelete: (organization: Organization) => void;
};

/**
 * The row's actions, each naming its organization for screen readers. The operator organization
 * can be neither locked nor deleted (the server answers 422), so it offers neither.
 */
export const OrganizationRowActions = ({
  organization,
  full,
  onEdit,
  onUsers,
  onLock,
  onDelete,
}: OrganizationRowActionsProps) => {
  const { t } = useTranslation();
  const name = { name: organization.name };
  const manageable = full && !organization.isOperator;
  const locked = organization.isLocked;
  return (
    <RowActions>
      <RowActionButton label={t('organizations.openUsers', name)} onClick={() => onUsers(organization)}>
        <GroupOutlined fontSize="small" />
      </RowActionButton>
      <RowActionButton label={t('organizations.edit', name)} onClick={() => onEdit(organization)}>
        <EditOutlined fontSize="small" />
      </RowActionButton>
      {manageable && (
        <RowActionButton
          label={t(locked ? 'organizations.unlock' : 'organizations.lock', name)}
          color={locked ? 'success' : 'warning'}
          onClick={() => onLock(organization)}
        >
          {locked ? <LockOpenRounded fontSize="small" /> : <LockOutlined fontSize="small" />}
        </RowActionButton>
      )}
      {manageable && (
        <RowActionButton
          label={t('organizations.delete', name)}
          color="error"
          onClick={() => onDelete(organization)}
        >
          <DeleteOutlineRounded fontSize="small" />
        </RowActionButton>
      )}
    </RowActions>
  );
};
