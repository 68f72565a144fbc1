import { can, type Owner } from '@emlak/contracts';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header';
import { useAppSelector } from '@/shared/state/store-hooks';
import { DataTable } from '@/shared/ui/data-table/data-table';
import { useOwnersTable } from '../api/use-owners-table';
import { OwnerAnnouncementsDialog } from '../components/owner-announcements-dialog';
import { OwnerRowActions } from '../components/owner-row-actions';
import { SaveOwnerDialog } from '../components/save-owner-dialog';
import { useOwnerColumns } from '../use-owner-columns';

/**
 * Apartment owners (route /owners): the phones behind the announcements the caller may see, with
 * how many listings each has. Every role opens an owner's listings and, with contacts.write,
 * files the owner in the organization's contact book.
 */
export const OwnersPage = () => {
  const { t } = useTranslation();
  const roleId = useAppSelector((state) => state.auth.roleId);
  const canSave = roleId !== null && can(roleId, 'contacts.write');
  const source = useOwnersTable();
  const columns = useOwnerColumns();
  // The owner stays named while a dialog fades out after closing.
  const [viewing, setViewing] = useState<Owner | null>(null);
  const [viewOpen, setViewOpen] = useState(false);
  const [saving, setSaving] = useState<Owner | null>(null);
  const [saveOpen, setSaveOpen] = useState(false);

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <PageHeader title={t('owners.title')} subtitle={t('owners.subtitle')} />
      <DataTable
        source={source}
        columns={columns}
        rowKey={(owner) => owner.phone}
        title={t('owners.title')}
        showTitle={false}
        searchPlaceholder={t('owners.searchPlaceholder')}
        exportFileName="owners"
        rowActions={(owner) => (
          <OwnerRowActions
            owner={owner}
            canSave={canSave}
            onView={(picked) => {
              setViewing(picked);
              setViewOpen(true);
            }}
            onSave={(picked) => {
              setSaving(picked);
              setSaveOpen(true);
            }}
          />
        )}
      />
      <OwnerAnnouncementsDialog owner={viewing} open={viewOpen} onClose={() => setViewOpen(false)} />
      {canSave && <SaveOwnerDialog owner={saving} open={saveOpen} onClose={() => setSaveOpen(false)} />}
    </Box>
  );
};
