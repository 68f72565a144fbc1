import type { RoleDto } from '@emlak/contracts';
import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/shared/lib/role-label';

export type RoleTabsProps = {
  roles: readonly RoleDto[];
  value: number;
  onChange: (roleId: number) => void;
};

/** One tab per role (names as the server has them: a SuperAdmin may rename roles). */
export const RoleTabs = ({ roles, value, onChange }: RoleTabsProps) => {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_event, roleId: number) => onChange(roleId)}
      aria-label={t('roleMenus.roles')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {roles.map((role) => (
        <Tab key={role.id} value={role.id} label={roleLabel(role.name, t)} sx={{ fontWeight: 600 }} />
      ))}
    </Tabs>
  );
};
