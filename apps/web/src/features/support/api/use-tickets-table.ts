import { supportTicketSchema, type SupportTicket } from '@emlak/contracts';
import { useTableSource } from '@/shared/ui/data-table/use-table-source';
import { supportKeys } from './support-keys';

export const SUPPORT_TICKETS_TABLE_ID = 'support-tickets';

/** The SuperAdmin's tickets page the table state asks for (POST /support/tickets/table). */
export const useTicketsTable = () =>
  useTableSource<SupportTicket>(SUPPORT_TICKETS_TABLE_ID, supportKeys.tableEndpoint, supportTicketSchema);
