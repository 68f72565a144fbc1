import type { Organization } from '@emlak/contracts';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type OrganizationRowActionsProps = {
  organization: Organization;
  /** SuperAdmin: lock, unlock and delete besides edit and users. */
  full: boolean;
  onEdit: (organization: Organization) => void;
  onUsers: (organization: Organization) => void;
  onLock: (organization: Organization) => void;
  onDelete: (organization: Organization) => void;
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
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 0.5 }}>
      <Action label={t('organizations.openUsers', name)} onClick={() => onUsers(organization)}>
        <GroupOutlined fontSize="small" />
      </Action>
      <Action label={t('organizations.edit', name)} onClick={() => onEdit(organization)}>
        <EditOutlined fontSize="small" />
      </Action>
      {manageable &&
        (organization.isLocked ? (
          <Action
            label={t('organizations.unlock', name)}
            color="success"
            onClick={() => onLock(organization)}
          >
            <LockOpenRounded fontSize="small" />
          </Action>
        ) : (
          <Action label={t('organizations.lock', name)} color="warning" onClick={() => onLock(organization)}>
            <LockOutlined fontSize="small" />
          </Action>
        ))}
      {manageable && (
        <Action label={t('organizations.delete', name)} color="error" onClick={() => onDelete(organization)}>
          <DeleteOutlineRounded fontSize="small" />
        </Action>
      )}
    </Stack>
  );
};
