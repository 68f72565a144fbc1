import {
  answerSupportTicketSchema,
  type AnswerSupportTicketInput,
  type SupportTicket,
} from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import ReplyRounded from '@mui/icons-material/ReplyRounded';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueToken } from '@/shared/lib/form-errors';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { FormTextField } from '@/shared/ui/form-panel/form-text-field';
import { useAnswerTicket } from '../api/use-answer-ticket';
import { showServerErrors } from '@/shared/lib/show-server-errors';

const resolver = zodResolver(answerSupportTicketSchema, { error: issueToken });

export type TicketAnswerFormProps = {
  ticket: SupportTicket;
  /** The ticket as the server answered it (the next version). */
  onAnswered: (ticket: SupportTicket) => void;
};

/** A SuperAdmin's answer to a ticket at the version read; the form starts with the answer given so far. */
export const TicketAnswerForm = ({ ticket, onAnswered }: TicketAnswerFormProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const answer = useAnswerTicket();
  const form = useForm<AnswerSupportTicketInput>({
    resolver,
    defaultValues: { answer: ticket.answer ?? '', version: ticket.version },
  });
  const [alert, setAlert] = useState<string | null>(null);

  const submit = form.handleSubmit(async (input) => {
    setAlert(null);
    try {
      const saved = await answer.mutateAsync({ id: ticket.id, input });
      form.reset({ answer: saved.answer ?? '', version: saved.version });
      onAnswered(saved);
      dispatch(notify({ message: t('support.tickets.answered'), severity: 'success' }));
    } catch (error) {
      setAlert(showServerErrors(form, error, t('support.tickets.failed'), t));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('support.tickets.answer')}>
      <FormTextField
        form={form}
        name="answer"
        label={t('support.tickets.answer')}
        required
        multiline
        minRows={4}
      />
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {alert}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" startIcon={<ReplyRounded />} loading={answer.isPending}>
          {t('support.tickets.sendAnswer')}
        </Button>
      </Stack>
    </Box>
  );
};
