import { auditEntrySchema, type AuditEntry } from '@emlak/contracts';
import { useTableSource } from '@/shared/ui/data-table/use-table-source';

export const AUDIT_TABLE_ID = 'audit';
export const AUDIT_TABLE_ENDPOINT = '/audit/table';

/** The audit log page the table state asks for (POST /audit/table), newest first by default. */
export const useAuditTable = () =>
  useTableSource<AuditEntry>(AUDIT_TABLE_ID, AUDIT_TABLE_ENDPOINT, auditEntrySchema);
