import { can } from '@emlak/contracts';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Alert, Box, Button, Card, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header';
import { useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { notify } from '@/shared/state/notifications-slice';
import { UnsavedChangesDialog } from '@/shared/ui/unsaved-changes/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '@/shared/ui/unsaved-changes/use-unsaved-changes-guard';
import { useAllMenus } from '../api/use-all-menus';
import { useRoleMenus } from '../api/use-role-menus';
import { useRoles } from '@/shared/api/use-roles';
import { useSaveRoleMenus } from '../api/use-save-role-menus';
import { ChecklistToolbar } from '../components/checklist-toolbar';
import { MenuChecklist } from '../components/menu-checklist';
import { RoleTabs } from '../components/role-tabs';
import { useMenuSelection } from '../use-menu-selection';

const ChecklistSkeleton = () => (
  <Stack sx={{ p: 2, gap: 1 }} aria-busy="true">
    {Array.from({ length: 6 }, (_, index) => (
      <Skeleton key={index} variant="rounded" height={48} />
    ))}
  </Stack>
);

/**
 * Role-specific menus (route /role-specific-menus): which menus each role's sidebar offers. A
 * SuperAdmin ticks and saves them (roleMenus.write); an Admin reads them. The role on screen is in
 * the address (?role=3), so a link can point at one role. Unsaved ticks are never lost unasked:
 * switching roles, a link, back or a reload ask first (the shared unsaved-changes guard).
 */
export const RoleMenusPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedInRole = useAppSelector((state) => state.auth.roleId);
  const canWrite = signedInRole !== null && can(signedInRole, 'roleMenus.write');
  const [params, setParams] = useSearchParams();
  const roles = useRoles();
  const menus = useAllMenus();
  const asked = Number(params.get('role'));
  const roleId = roles.data?.find((role) => role.id === asked)?.id ?? roles.data?.[0]?.id ?? null;
  const roleMenus = useRoleMenus(roleId);
  const selection = useMenuSelection(roleId, roleMenus.data?.menuIds);
  const save = useSaveRoleMenus();
  const guard = useUnsavedChangesGuard(canWrite && selection.dirty);
  const roleName = (id: number | null) => roles.data?.find((role) => role.id === id)?.name ?? '';

  const switchTo = (next: number) => {
    selection.reset();
    setParams({ role: String(next) }, { replace: true });
  };
  const askSwitch = (next: number) => {
    if (next !== roleId) guard.confirm(() => switchTo(next));
  };

  const onSave = async () => {
    if (roleId === null) return;
    const menuIds = (menus.data ?? [])
      .map((menu) => menu.id)
      .filter((id) => selection.checked.has(id))
      .sort((a, b) => a - b);
    try {
      await save.mutateAsync({ roleId, menuIds });
      selection.reset();
      dispatch(notify({ message: t('roleMenus.saved', { role: roleName(roleId) }), severity: 'success' }));
    } catch {
      // The HTTP client has shown the server's message; the draft stays for another try.
    }
  };

  const failed = roles.isError || menus.isError || roleMenus.isError;
  const ready = menus.data && roleMenus.data && roleId !== null;

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <PageHeader
        title={t('roleMenus.title')}
        subtitle={
          canWrite ? t('roleMenus.subtitle') : `${t('roleMenus.subtitle')} · ${t('roleMenus.readOnly')}`
        }
      />
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        {roles.data && roleId !== null ? (
          <RoleTabs roles={roles.data} value={roleId} onChange={askSwitch} />
        ) : (
          <Skeleton variant="rectangular" height={48} />
        )}
        {failed ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  void roles.refetch();
                  void menus.refetch();
                  void roleMenus.refetch();
                }}
              >
                {t('common.retry')}
              </Button>
            }
          >
            {t('roleMenus.loadError')}
          </Alert>
        ) : ready ? (
          <>
            <ChecklistToolbar
              count={menus.data.filter((menu) => selection.checked.has(menu.id)).length}
              total={menus.data.length}
              dirty={selection.dirty}
              readOnly={!canWrite}
              saving={save.isPending}
              onSelectAll={() => selection.replace(menus.data.map((menu) => menu.id))}
              onSelectNone={() => selection.replace([])}
              onReset={selection.reset}
              onSave={() => void onSave()}
            />
            <MenuChecklist
              menus={menus.data}
              checked={selection.checked}
              readOnly={!canWrite || save.isPending}
              onToggle={selection.toggle}
            />
            {canWrite && (
              <Stack
                direction="row"
                sx={{ gap: 1, px: 2, pb: 2, color: 'text.secondary', alignItems: 'center' }}
              >
                <InfoOutlined fontSize="small" aria-hidden />
                <Typography variant="caption">{t('roleMenus.sidebarNote')}</Typography>
              </Stack>
            )}
          </>
        ) : (
          <ChecklistSkeleton />
        )}
      </Card>
      <UnsavedChangesDialog guard={guard} message={t('roleMenus.discardText', { role: roleName(roleId) })} />
    </Box>
  );
};
