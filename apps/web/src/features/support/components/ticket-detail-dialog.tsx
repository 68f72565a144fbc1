import type { SupportTicket } from '@emlak/contracts';
import LockOutlined from '@mui/icons-material/LockOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/format';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useCloseTicket } from '../api/use-close-ticket';
import { TicketAnswerForm } from './ticket-answer-form';
import { TicketScreenshot } from './ticket-screenshot';
import { TicketStatusChip } from './ticket-status-chip';

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 2.5 }}>
    <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 2 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

export type TicketDetailDialogProps = {
  ticket: SupportTicket | null;
  onChange: (ticket: SupportTicket) => void;
  onClose: () => void;
};

/**
 * A ticket opened from the SuperAdmin's table: who sent it, the message, the screenshot, the answer
 * form, and closing it (asked first). Full screen on a phone.
 */
export const TicketDetailDialog = ({ ticket, onChange, onClose }: TicketDetailDialogProps) => {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const dispatch = useAppDispatch();
  const close = useCloseTicket();
  const [confirming, setConfirming] = useState(false);
  const date = (value: string) => formatDateTime(new Date(value), i18n.language);

  return (
    <Dialog
      open={ticket !== null}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="support-ticket-title"
      slotProps={{ paper: { sx: { borderRadius: phone ? 0 : 3 } } }}
    >
      {ticket && (
        <>
          <DialogTitle id="support-ticket-title" sx={{ pb: 1 }}>
            {t('support.tickets.detailTitle', { id: ticket.id })}
          </DialogTitle>
          <DialogContent>
            <Typography variant="h6" component="p" sx={{ fontSize: 17, overflowWrap: 'anywhere' }}>
              {ticket.subject}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {t('support.tickets.from', {
                name: ticket.userName,
                email: ticket.userEmail,
                organization: ticket.organizationName,
              })}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', my: 1.5 }}>
              <TicketStatusChip status={ticket.status} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`support.categories.${ticket.category}`)} · {date(ticket.createdAt)}
              </Typography>
            </Stack>
            <Divider sx={{ mb: 2 }} />
            <Part title={t('support.tickets.message')}>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {ticket.message}
              </Typography>
            </Part>
            {ticket.screenshotType && (
              <Part title={t('support.tickets.screenshot')}>
                <TicketScreenshot ticketId={ticket.id} />
              </Part>
            )}
            <Part title={t('support.tickets.answer')}>
              {ticket.answeredByName && ticket.answeredAt && (
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
                  {t('support.tickets.answeredBy', {
                    name: ticket.answeredByName,
                    date: date(ticket.answeredAt),
                  })}
                </Typography>
              )}
              {ticket.status === 'closed' ? (
                <>
                  {ticket.answer && (
                    <Typography
                      variant="body2"
                      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1.5 }}
                    >
                      {ticket.answer}
                    </Typography>
                  )}
                  <Alert severity="info" icon={<LockOutlined />}>
                    {t('support.tickets.closedNote')}
                  </Alert>
                </>
              ) : (
                <TicketAnswerForm key={ticket.version} ticket={ticket} onAnswered={onChange} />
              )}
            </Part>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
            {ticket.status !== 'closed' && (
              <Button
                color="warning"
                variant="outlined"
                startIcon={<LockOutlined />}
                onClick={() => setConfirming(true)}
              >
                {t('support.tickets.close')}
              </Button>
            )}
            <Button onClick={onClose}>{t('support.tickets.dismiss')}</Button>
          </DialogActions>
          <ConfirmDialog
            open={confirming}
            title={t('support.tickets.closeTitle')}
            message={t('support.tickets.closeText', { subject: ticket.subject })}
            confirmLabel={t('support.tickets.close')}
            onClose={() => setConfirming(false)}
            onConfirm={async () => {
              const closed = await close.mutateAsync({ id: ticket.id, version: ticket.version });
              onChange(closed);
              dispatch(notify({ message: t('support.tickets.closed'), severity: 'success' }));
            }}
          />
        </>
      )}
    </Dialog>
  );
};
