import type { AuditEntry } from '@emlak/contracts';
import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@/shared/lib/format';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { auditActionOptions, auditEntityOptions, actionLabel, entityLabel } from './audit-labels';
import { ActionChip } from './components/action-chip';

const muted = (text: string) => (
  <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
    {text}
  </Typography>
);

/**
 * The audit log's columns, filterable where the server allows (time, action, entity, entity id).
 * The organization column is a SuperAdmin's only: an Admin's entries are all their own agency's.
 */
export const useAuditColumns = (withOrganization: boolean): DataTableColumn<AuditEntry>[] => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const lookup = { t, exists: (key: string) => i18n.exists(key) };
    const stamp = (entry: AuditEntry) => {
      const date = new Date(entry.createdAt);
      return `${formatDate(date, language)} ${formatTime(date)}`;
    };
    const columns: DataTableColumn<AuditEntry>[] = [
      {
        field: 'createdAt',
        headerKey: 'audit.fields.createdAt',
        type: 'date',
        sortable: true,
        filterable: true,
        hideable: false,
        render: (entry) => (
          <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {stamp(entry)}
          </Typography>
        ),
        exportValue: stamp,
      },
      {
        field: 'actorName',
        headerKey: 'audit.fields.actorName',
        type: 'text',
        render: (entry) => entry.actorName ?? muted(t('audit.system')),
      },
      {
        field: 'action',
        headerKey: 'audit.fields.action',
        type: 'enum',
        options: auditActionOptions,
        sortable: true,
        filterable: true,
        render: (entry) => <ActionChip action={entry.action} />,
        exportValue: (entry) => actionLabel(entry.action, lookup),
      },
      {
        field: 'entity',
        headerKey: 'audit.fields.entity',
        type: 'enum',
        options: auditEntityOptions,
        sortable: true,
        filterable: true,
        render: (entry) => entityLabel(entry.entity, lookup),
        exportValue: (entry) => entityLabel(entry.entity, lookup),
      },
      {
        field: 'entityId',
        headerKey: 'audit.fields.entityId',
        type: 'text',
        sortable: true,
        filterable: true,
        render: (entry) => (
          <Typography
            variant="body2"
            component="span"
            title={entry.entityId ?? undefined}
            sx={{
              fontFamily: 'monospace',
              display: 'inline-block',
              maxWidth: 160,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              verticalAlign: 'bottom',
            }}
          >
            {entry.entityId}
          </Typography>
        ),
      },
    ];
    if (withOrganization)
      columns.push({
        field: 'organizationName',
        headerKey: 'audit.fields.organizationName',
        type: 'text',
        render: (entry) => entry.organizationName ?? muted('—'),
      });
    columns.push({
      field: 'ip',
      headerKey: 'audit.fields.ip',
      type: 'text',
      render: (entry) => (
        <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
          {entry.ip}
        </Typography>
      ),
    });
    return columns;
  }, [language, t, i18n, withOrganization]);
};
