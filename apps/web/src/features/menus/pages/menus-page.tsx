import { can, type Menu } from '@emlak/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { notify } from '@/shared/state/notifications-slice';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteConfirmation } from '@/shared/ui/use-delete-confirmation';
import { DataTable } from '@/shared/ui/data-table/data-table';
import { useFeatureFormUi } from '@/shared/ui/form-panel/use-feature-form-ui';
import { useDeleteMenu } from '../api/use-delete-menu';
import { useMenusTable } from '../api/use-menus-table';
import { MenuForm } from '../components/menu-form';
import { MenuRowActions } from '../components/menu-row-actions';
import { useMenuColumns } from '../use-menu-columns';

/**
 * Menus (route /menus): the screens the sidebar offers. A SuperAdmin adds, edits and deletes them
 * (menus.write); an Admin reads the list (menus.read) and sees no write controls.
 */
export const MenusPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const roleId = useAppSelector((state) => state.auth.roleId);
  const canWrite = roleId !== null && can(roleId, 'menus.write');
  const source = useMenusTable();
  const columns = useMenuColumns();
  const ui = useFeatureFormUi<Menu>('menu');
  const deleteMenu = useDeleteMenu();
  const confirmation = useDeleteConfirmation<Menu>();

  const addButton = canWrite ? (
    <Button variant="contained" disableElevation startIcon={<AddRounded />} onClick={ui.openCreate}>
      {t('menus.add')}
    </Button>
  ) : undefined;

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <PageHeader
        title={t('menus.title')}
        subtitle={canWrite ? t('menus.subtitle') : `${t('menus.subtitle')} · ${t('menus.readOnly')}`}
      />
      {canWrite && <MenuForm ui={ui} />}
      <DataTable
        source={source}
        columns={columns}
        rowKey={(menu) => menu.id}
        title={t('menus.title')}
        showTitle={false}
        searchPlaceholder={t('menus.searchPlaceholder')}
        exportFileName="menus"
        toolbar={addButton}
        emptyAction={addButton}
        rowActions={
          canWrite
            ? (menu) => <MenuRowActions menu={menu} onEdit={ui.openEdit} onDelete={confirmation.ask} />
            : undefined
        }
      />
      {canWrite && (
        <ConfirmDialog
          open={confirmation.open}
          danger
          title={t('menus.deleteTitle')}
          message={t('menus.deleteText', { name: confirmation.target?.name ?? '' })}
          onClose={confirmation.close}
          onConfirm={async () => {
            const deleting = confirmation.target;
            if (!deleting) return;
            await deleteMenu.mutateAsync(deleting.id);
            if (ui.selected?.id === deleting.id) ui.close();
            dispatch(notify({ message: t('menus.deleted'), severity: 'success' }));
          }}
        />
      )}
    </Box>
  );
};
