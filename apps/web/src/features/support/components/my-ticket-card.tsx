import type { SupportTicket } from '@emlak/contracts';
import { Box, Card, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/format';
import { TicketStatusChip } from './ticket-status-chip';

/** One of the caller's requests: subject, status, category and date, the message and the answer. */
export const MyTicketCard = ({ ticket }: { ticket: SupportTicket }) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={id} sx={{ borderRadius: 2, p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Typography id={id} variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Typography>
        <TicketStatusChip status={ticket.status} />
      </Stack>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
        {t(`support.categories.${ticket.category}`)} ·{' '}
        {t('support.mine.sentAt', { date: formatDateTime(new Date(ticket.createdAt), i18n.language) })}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {ticket.message}
      </Typography>
      {ticket.answer ? (
        <Box
          sx={{
            mt: 1.5,
            p: 1.5,
            borderRadius: 1.5,
            bgcolor: 'action.hover',
            borderLeft: 3,
            borderColor: 'success.main',
          }}
        >
          <Typography variant="caption" component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('support.mine.answer')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {ticket.answer}
          </Typography>
        </Box>
      ) : (
        ticket.status === 'open' && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
            {t('support.mine.waiting')}
          </Typography>
        )
      )}
    </Card>
  );
};
