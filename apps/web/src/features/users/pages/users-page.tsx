import { Role, type User } from '@emlak/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header';
import { useAppSelector } from '@/app/store';
import { DataTable } from '@/shared/ui/data-table/data-table';
import { useFeatureFormUi } from '@/shared/ui/form-panel/use-feature-form-ui';
import { useUsersTable } from '../api/use-users-table';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { UserConfirmations, type PendingUserAction } from '../components/user-confirmations';
import { UserForm } from '../components/user-form';
import { UserRowActions, type UserAction } from '../components/user-row-actions';
import { useUserColumns } from '../use-user-columns';
import { allowedActions } from '../user-actions';

/**
 * Users (route /users): a SuperAdmin manages every organization's users; an Admin the own
 * organization's (never a SuperAdmin). The guard keeps everyone else out (users.read).
 */
export const UsersPage = () => {
  const { t } = useTranslation();
  const roleId = useAppSelector((state) => state.auth.roleId);
  const selfId = useAppSelector((state) => state.auth.user?.id ?? null);
  const superAdmin = roleId === Role.SuperAdmin;
  const source = useUsersTable();
  const columns = useUserColumns(superAdmin, selfId);
  const ui = useFeatureFormUi<User>('users');
  const [pending, setPending] = useState<PendingUserAction | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [resetting, setResetting] = useState<User | null>(null);
  const [resetOpen, setResetOpen] = useState(false);

  const onAction = (action: UserAction, user: User) => {
    if (action === 'edit') return ui.openEdit(user);
    if (action === 'reset') {
      setResetting(user);
      setResetOpen(true);
      return;
    }
    setPending({ kind: action, user });
    setConfirmOpen(true);
  };

  const addButton = (
    <Button variant="contained" disableElevation startIcon={<AddRounded />} onClick={ui.openCreate}>
      {t('users.add')}
    </Button>
  );

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <PageHeader
        title={t('users.title')}
        subtitle={t(superAdmin ? 'users.subtitle' : 'users.subtitleAdmin')}
      />
      <UserForm ui={ui} superAdmin={superAdmin} selfId={selfId} />
      <DataTable
        source={source}
        columns={columns}
        rowKey={(user) => user.id}
        title={t('users.title')}
        showTitle={false}
        searchField="name"
        exportFileName="users"
        toolbar={addButton}
        emptyAction={addButton}
        rowActions={(user) => (
          <UserRowActions
            user={user}
            allowed={allowedActions(user, superAdmin, selfId)}
            onAction={onAction}
          />
        )}
      />
      <UserConfirmations
        pending={pending}
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        onDeleted={(user) => {
          if (ui.selected?.id === user.id) ui.close();
        }}
      />
      <ResetPasswordDialog user={resetting} open={resetOpen} onClose={() => setResetOpen(false)} />
    </Box>
  );
};
