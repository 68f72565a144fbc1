import {
  createSupportTicketSchema,
  supportCategories,
  type CreateSupportTicketInput,
} from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import SendRounded from '@mui/icons-material/SendRounded';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, issueToken } from '@/shared/lib/form-errors';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { FormSelectField } from '@/shared/ui/form-panel/form-select-field';
import { FormTextField } from '@/shared/ui/form-panel/form-text-field';
import { useCreateTicket } from '../api/use-create-ticket';
import { base64Of, screenshotProblem } from './screenshot-file';
import { ScreenshotPicker } from './screenshot-picker';
import { showServerErrors } from '@/shared/lib/show-server-errors';

/** The form's values: the request as sent, the screenshot already in base64 (null: none). */
type Values = Omit<CreateSupportTicketInput, 'category' | 'screenshot'> & {
  /** '' until one is chosen (reported as required). */
  category: CreateSupportTicketInput['category'] | '';
  screenshot: string | null;
};

const resolver = zodResolver(createSupportTicketSchema, { error: issueToken });
const empty: Values = { subject: '', category: '', message: '', screenshot: null };

/** A support request: subject, category, message and an optional screenshot, checked as the server does. */
export const SupportRequestForm = () => {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const create = useCreateTicket();
  const form = useForm<Values, unknown, CreateSupportTicketInput>({
    resolver: resolver as never,
    defaultValues: empty,
  });
  const { errors } = useFormState({ control: form.control, name: 'screenshot' });
  const [file, setFile] = useState<File | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const label = (field: string) => t(`support.form.${field}`);

  const pick = async (chosen: File | null) => {
    form.clearErrors('screenshot');
    setFile(chosen);
    if (!chosen) {
      form.setValue('screenshot', null);
      return;
    }
    const problem = await screenshotProblem(chosen);
    if (problem) {
      form.setValue('screenshot', null);
      form.setError('screenshot', { type: 'custom', message: problem });
      return;
    }
    form.setValue('screenshot', await base64Of(chosen));
  };

  const submit = form.handleSubmit(async (input) => {
    setAlert(null);
    // A file the picker refused is not sent silently without its image.
    if (file && !input.screenshot) {
      form.setError(
        'screenshot',
        { type: 'custom', message: 'validation.screenshotType' },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await create.mutateAsync({ ...input, screenshot: input.screenshot ?? undefined });
      form.reset(empty);
      setFile(null);
      dispatch(notify({ message: t('support.form.sent'), severity: 'success' }));
    } catch (error) {
      setAlert(showServerErrors(form, error, t('support.form.failed'), t));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('support.form.title')}>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <FormTextField form={form} name="subject" label={label('subject')} required />
        <FormSelectField
          form={form}
          name="category"
          label={label('category')}
          required
          options={supportCategories.map((category) => ({
            value: category,
            label: t(`support.categories.${category}`),
          }))}
        />
      </Box>
      <FormTextField form={form} name="message" label={label('message')} required multiline minRows={5} />
      <Box sx={{ mb: 2 }}>
        <ScreenshotPicker
          file={file}
          onChange={(chosen) => void pick(chosen)}
          error={fieldErrorText(errors.screenshot, label('screenshot'), t, i18n.language)}
        />
      </Box>
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {alert}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" startIcon={<SendRounded />} loading={create.isPending}>
          {t('support.form.submit')}
        </Button>
      </Stack>
    </Box>
  );
};
