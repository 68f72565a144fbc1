import { scopeOf, type AuditEntry } from '@emlak/contracts';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header';
import { useAppSelector } from '@/shared/state/store-hooks';
import { DataTable } from '@/shared/ui/data-table/data-table';
import { useAuditTable } from '../api/use-audit-table';
import { AuditChangesDialog } from '../components/audit-changes-dialog';
import { AuditRowActions } from '../components/audit-row-actions';
import { useAuditColumns } from '../use-audit-columns';

/**
 * The audit log (route /audit): sign-ins, refused authorizations and every administrative change,
 * newest first. An Admin reads the own organization's entries, a SuperAdmin everyone's (with the
 * organization column); a row opens its changes, before → after.
 */
export const AuditPage = () => {
  const { t } = useTranslation();
  const roleId = useAppSelector((state) => state.auth.roleId);
  const source = useAuditTable();
  // The organization column is for those who read every organization's entries.
  const columns = useAuditColumns(roleId !== null && scopeOf(roleId, 'audit.read') === 'all');
  // The entry stays shown while the dialog fades out after closing.
  const [entry, setEntry] = useState<AuditEntry | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <DataTable
        source={source}
        columns={columns}
        rowKey={(item) => item.id}
        title={t('audit.title')}
        showTitle={false}
        searchPlaceholder={t('audit.searchPlaceholder')}
        exportFileName="audit-log"
        rowActions={(item) => (
          <AuditRowActions
            entry={item}
            onOpen={(picked) => {
              setEntry(picked);
              setOpen(true);
            }}
          />
        )}
      />
      <AuditChangesDialog entry={entry} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
};
