import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadErrorMessage } from '@/shared/ui/load-error-message';
import { SectionCard } from '@/shared/ui/section-card';
import { StateMessage } from '@/shared/ui/state-message';
import { useMyTickets } from '../api/use-my-tickets';
import { MyTicketCard } from './my-ticket-card';

/** The caller's own requests under the form, newest first, with their status and answer. */
export const MyTicketsList = () => {
  const { t } = useTranslation();
  const tickets = useMyTickets();
  return (
    <SectionCard title={t('support.mine.title')} hint={t('support.mine.hint')}>
      {tickets.isPending && (
        <Stack sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Stack>
      )}
      {tickets.isError && (
        <LoadErrorMessage
          title={t('support.mine.loadFailed')}
          hint={t('support.mine.loadFailedHint')}
          onRetry={() => void tickets.refetch()}
        />
      )}
      {tickets.data?.length === 0 && (
        <StateMessage
          tone="neutral"
          icon={<InboxOutlined />}
          title={t('support.mine.empty')}
          hint={t('support.mine.emptyHint')}
        />
      )}
      {tickets.data && tickets.data.length > 0 && (
        <Stack sx={{ gap: 1.5 }}>
          {tickets.data.map((ticket) => (
            <MyTicketCard key={ticket.id} ticket={ticket} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
};
