import { supportCategories, supportTicketStatuses, type SupportTicket } from '@emlak/contracts';
import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/format';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { TicketStatusChip } from './components/ticket-status-chip';

const categoryOptions = supportCategories.map((value) => ({
  value,
  labelKey: `support.categories.${value}`,
}));
const statusOptions = supportTicketStatuses.map((value) => ({
  value,
  labelKey: `support.statuses.${value}`,
}));

/** The SuperAdmin's tickets table: status and category filter, the date sorts (newest first by default). */
export const useTicketColumns = (): DataTableColumn<SupportTicket>[] => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => [
      {
        field: 'subject',
        headerKey: 'support.tickets.fields.subject',
        type: 'text',
        sortable: true,
        filterable: true,
        hideable: false,
        card: 'primary',
        render: (ticket) => (
          <Typography
            variant="body2"
            title={ticket.subject}
            sx={{
              fontWeight: 600,
              maxWidth: { sm: 320 },
              whiteSpace: { sm: 'nowrap' },
              overflow: { sm: 'hidden' },
              textOverflow: { sm: 'ellipsis' },
            }}
          >
            {ticket.subject}
          </Typography>
        ),
      },
      {
        field: 'status',
        headerKey: 'support.tickets.fields.status',
        type: 'enum',
        options: statusOptions,
        sortable: true,
        filterable: true,
        card: 'field',
        render: (ticket) => <TicketStatusChip status={ticket.status} />,
      },
      {
        field: 'category',
        headerKey: 'support.tickets.fields.category',
        type: 'enum',
        options: categoryOptions,
        sortable: true,
        filterable: true,
        card: 'field',
      },
      {
        field: 'userName',
        headerKey: 'support.tickets.fields.userName',
        type: 'text',
        card: 'secondary',
        render: (ticket) => ticket.userName,
      },
      {
        field: 'organizationName',
        headerKey: 'support.tickets.fields.organizationName',
        type: 'text',
        card: 'field',
      },
      {
        field: 'createdAt',
        headerKey: 'support.tickets.fields.createdAt',
        type: 'date',
        sortable: true,
        filterable: true,
        card: 'field',
        render: (ticket) => (
          <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(new Date(ticket.createdAt), language)}</span>
        ),
      },
    ],
    [language],
  );
};
