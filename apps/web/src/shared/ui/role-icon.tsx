import { Role } from '@emlak/contracts';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import type { SvgIconProps } from '@mui/material';

/** The icon of a role by id (an operator may rename roles, never renumber them). */
export const RoleIcon = ({ roleId, ...props }: { roleId: number } & SvgIconProps) =>
  roleId === Role.SuperAdmin ? (
    <VerifiedUserOutlined {...props} />
  ) : roleId === Role.Admin ? (
    <AdminPanelSettingsOutlined {...props} />
  ) : (
    <PersonOutlineRounded {...props} />
  );
