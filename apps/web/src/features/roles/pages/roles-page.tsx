import { can, type RoleDto } from '@emlak/contracts';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header';
import { useAppSelector } from '@/shared/state/store-hooks';
import { useFeatureFormUi } from '@/shared/ui/form-panel/use-feature-form-ui';
import { useRoles } from '@/shared/api/use-roles';
import { RoleForm } from '../components/role-form';
import { RolesTable } from '../components/roles-table';

/**
 * Roles (route /roles): the three fixed roles with their ids. A SuperAdmin renames them
 * (roles.update); an Admin reads the list.
 */
export const RolesPage = () => {
  const { t } = useTranslation();
  const roleId = useAppSelector((state) => state.auth.roleId);
  const canRename = roleId !== null && can(roleId, 'roles.update');
  const roles = useRoles();
  const ui = useFeatureFormUi<RoleDto>('role');
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <PageHeader
        title={t('roles.title')}
        subtitle={canRename ? t('roles.subtitle') : `${t('roles.subtitle')} · ${t('roles.readOnly')}`}
      />
      {canRename && <RoleForm ui={ui} />}
      <RolesTable roles={roles} onRename={canRename ? ui.openEdit : undefined} />
    </Box>
  );
};
