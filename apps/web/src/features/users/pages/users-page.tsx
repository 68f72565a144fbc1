import { mayManageAllOrganizations, userActionsFor, type User, type UserAction } from '@emlak/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '@/shared/auth/use-actor';
import { PageHeader } from '@/shared/ui/page-header';
import { DataTable } from '@/shared/ui/data-table/data-table';
import { useFeatureFormUi } from '@/shared/ui/form-panel/use-feature-form-ui';
import { useUsersTable } from '../api/use-users-table';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { UserConfirmations, type PendingUserAction } from '../components/user-confirmations';
import { UserForm } from '../components/user-form';
import { UserRowActions } from '../components/user-row-actions';
import { useUserColumns } from '../use-user-columns';

/**
 * Users (route /users): a SuperAdmin manages every organization's users; an Admin the own
 * organization's (never a SuperAdmin). The guard keeps everyone else out (users.read).
 */
export const UsersPage = () => {
  const { t } = useTranslation();
  const actor = useActor();
  const allOrganizations = actor !== null && mayManageAllOrganizations(actor);
  const source = useUsersTable();
  const columns = useUserColumns(allOrganizations, actor?.userId ?? null);
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
        subtitle={t(allOrganizations ? 'users.subtitle' : 'users.subtitleAdmin')}
      />
      <UserForm ui={ui} actor={actor} />
      <DataTable
        source={source}
        columns={columns}
        rowKey={(user) => user.id}
        title={t('users.title')}
        showTitle={false}
        searchPlaceholder={t('users.searchPlaceholder')}
        exportFileName="users"
        toolbar={addButton}
        emptyAction={addButton}
        rowActions={(user) => (
          <UserRowActions
            user={user}
            allowed={actor ? userActionsFor(actor, user) : []}
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
