import type { SupportTicket } from '@emlak/contracts';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/shared/ui/data-table/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { RowActionButton } from '@/shared/ui/row-action-button';
import { useTicketsTable } from '../api/use-tickets-table';
import { TicketDetailDialog } from '../components/ticket-detail-dialog';
import { useTicketColumns } from '../use-ticket-columns';

/**
 * The SuperAdmin's support tickets (route /support/tickets, support.manage): every agency's
 * requests, filtered by status and category, newest first; a row opens the ticket to answer or
 * close it.
 */
export const SupportTicketsPage = () => {
  const { t } = useTranslation();
  const source = useTicketsTable();
  const columns = useTicketColumns();
  const [opened, setOpened] = useState<SupportTicket | null>(null);

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <PageHeader title={t('support.tickets.title')} subtitle={t('support.tickets.subtitle')} />
      <DataTable
        source={source}
        columns={columns}
        rowKey={(ticket) => ticket.id}
        title={t('support.tickets.title')}
        showTitle={false}
        searchPlaceholder={t('support.tickets.searchPlaceholder')}
        exportFileName="support-tickets"
        rowActions={(ticket) => (
          <RowActionButton
            label={t('support.tickets.open', { subject: ticket.subject })}
            color="primary"
            onClick={() => setOpened(ticket)}
          >
            <OpenInNewRounded fontSize="small" />
          </RowActionButton>
        )}
      />
      <TicketDetailDialog ticket={opened} onChange={setOpened} onClose={() => setOpened(null)} />
    </Box>
  );
};
