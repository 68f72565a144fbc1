import { Role } from '@emlak/contracts';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import { Chip } from '@mui/material';

/** The role as the server names it (an operator may rename roles), its icon and colour by id. */
export const RoleChip = ({ roleId, name }: { roleId: number; name: string }) => (
  <Chip
    size="small"
    variant="outlined"
    color={roleId === Role.SuperAdmin ? 'secondary' : roleId === Role.Admin ? 'primary' : 'default'}
    icon={
      roleId === Role.SuperAdmin ? (
        <VerifiedUserOutlined />
      ) : roleId === Role.Admin ? (
        <AdminPanelSettingsOutlined />
      ) : (
        <PersonOutlineRounded />
      )
    }
    label={name}
    sx={{ fontWeight: 500 }}
  />
);
