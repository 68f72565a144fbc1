import { Role } from '@emlak/contracts';
import { Chip } from '@mui/material';
import { RoleIcon } from './role-icon';

export type RoleChipProps = {
  roleId: number;
  /** The role's name: as the server names it where the record carries it, else translated. */
  label: string;
};

/** A role, its icon and colour by id, so the three roles read apart at a glance. */
export const RoleChip = ({ roleId, label }: RoleChipProps) => (
  <Chip
    size="small"
    variant="outlined"
    color={roleId === Role.SuperAdmin ? 'secondary' : roleId === Role.Admin ? 'primary' : 'default'}
    icon={<RoleIcon roleId={roleId} />}
    label={label}
    sx={{ fontWeight: 500 }}
  />
);
