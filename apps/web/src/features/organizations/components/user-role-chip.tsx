import { Role } from '@emlak/contracts';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Chip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const icons = {
  [Role.Admin]: <AdminPanelSettingsOutlined />,
  [Role.SuperAdmin]: <VerifiedUserOutlined />,
  [Role.User]: <PersonOutlineRounded />,
} as Record<number, ReactElement>;

/** The user's role by id, in the reader's language (the list answer carries no role name). */
export const UserRoleChip = ({ roleId }: { roleId: number }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={roleId === Role.User ? 'default' : 'primary'}
      icon={icons[roleId]}
      label={t(`organizations.detail.roles.${roleId}`, { defaultValue: String(roleId) })}
      sx={{ fontWeight: 500 }}
    />
  );
};
