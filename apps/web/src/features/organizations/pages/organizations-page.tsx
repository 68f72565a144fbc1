import { can, type Organization } from '@emlak/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header';
import { useNavigate } from 'react-router';
import { useAppSelector } from '@/shared/state/store-hooks';
import { DataTable } from '@/shared/ui/data-table/data-table';
import { useFeatureFormUi } from '@/shared/ui/form-panel/use-feature-form-ui';
import { useOrganizationsTable } from '../api/use-organizations-table';
import { OrganizationConfirmations, type PendingAction } from '../components/organization-confirmations';
import { OrganizationForm } from '../components/organization-form';
import { OrganizationRowActions } from '../components/organization-row-actions';
import { useOrganizationColumns } from '../use-organization-columns';

/**
 * Organizations (route /organizations): a SuperAdmin sees every organization and creates, edits,
 * locks and deletes; an Admin sees the own organization and edits its name and contacts switch.
 */
export const OrganizationsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roleId = useAppSelector((state) => state.auth.roleId);
  const full = roleId !== null && can(roleId, 'organizations.create');
  const canEdit = roleId !== null && can(roleId, 'organizations.update');
  const source = useOrganizationsTable();
  const columns = useOrganizationColumns();
  const ui = useFeatureFormUi<Organization>('organization');
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const ask = (kind: PendingAction['kind']) => (organization: Organization) => {
    setPending({ kind, organization });
    setConfirmOpen(true);
  };

  const addButton = full ? (
    <Button variant="contained" disableElevation startIcon={<AddRounded />} onClick={ui.openCreate}>
      {t('organizations.add')}
    </Button>
  ) : undefined;

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <PageHeader
        title={t('organizations.title')}
        subtitle={t(full ? 'organizations.subtitle' : 'organizations.subtitleAdmin')}
      />
      {canEdit && <OrganizationForm ui={ui} full={full} />}
      <DataTable
        source={source}
        columns={columns}
        rowKey={(organization) => organization.id}
        title={t('organizations.title')}
        showTitle={false}
        searchPlaceholder={t('organizations.searchPlaceholder')}
        exportFileName="organizations"
        toolbar={addButton}
        emptyAction={addButton}
        rowActions={(organization) => (
          <OrganizationRowActions
            organization={organization}
            full={full}
            onEdit={ui.openEdit}
            onUsers={(item) => void navigate(`/organizations/${item.id}`)}
            onLock={ask('lock')}
            onDelete={ask('delete')}
          />
        )}
      />
      {full && (
        <OrganizationConfirmations
          pending={pending}
          open={confirmOpen}
          onClose={() => setConfirmOpen(false)}
          onDeleted={(organization) => {
            if (ui.selected?.id === organization.id) ui.close();
          }}
        />
      )}
    </Box>
  );
};
