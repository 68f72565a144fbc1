import { organizationSchema, type Organization } from '@emlak/contracts';
import { organizationKeys } from '@/shared/api/query-keys';
import { useTableSource } from '@/shared/ui/data-table/use-table-source';

export const ORGANIZATIONS_TABLE_ID = 'organizations';
export const ORGANIZATIONS_TABLE_ENDPOINT = organizationKeys.tableEndpoint;

/** The organizations list page the table state asks for (POST /organizations/table). */
export const useOrganizationsTable = () =>
  useTableSource<Organization>(ORGANIZATIONS_TABLE_ID, ORGANIZATIONS_TABLE_ENDPOINT, organizationSchema);
