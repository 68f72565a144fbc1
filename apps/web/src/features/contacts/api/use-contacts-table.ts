import { contactSchema, type Contact } from '@emlak/contracts';
import { contactKeys } from '@/shared/api/query-keys';
import { useTableSource } from '@/shared/ui/data-table/use-table-source';

export const CONTACTS_TABLE_ID = 'contacts';
export const CONTACTS_TABLE_ENDPOINT = contactKeys.tableEndpoint;

/** The contacts list page the table state asks for (POST /contacts/table). */
export const useContactsTable = () =>
  useTableSource<Contact>(CONTACTS_TABLE_ID, CONTACTS_TABLE_ENDPOINT, contactSchema);
