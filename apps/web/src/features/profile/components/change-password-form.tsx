import { changePasswordSchema, type ChangePasswordInput } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueToken } from '@/shared/lib/form-errors';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { FormPasswordField } from '@/shared/ui/form-panel/form-password-field';
import { useChangePassword } from '../api/use-change-password';
import { CurrentPasswordField } from './current-password-field';
import { PasswordRules } from './password-rules';
import { showServerErrors } from '@/shared/lib/show-server-errors';

const resolver = zodResolver(changePasswordSchema, { error: issueToken });
const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and repeated password with the contracts' rules; this session keeps working after. */
export const ChangePasswordForm = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({ resolver, defaultValues: empty });
  const [alert, setAlert] = useState<string | null>(null);
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const submit = form.handleSubmit(async (input) => {
    setAlert(null);
    try {
      await change.mutateAsync(input);
      form.reset(empty);
      dispatch(notify({ message: t('profile.password.changed'), severity: 'success' }));
    } catch (error) {
      setAlert(showServerErrors(form, error, t('profile.password.failed'), t));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('profile.password.title')}>
      <CurrentPasswordField form={form} name="currentPassword" label={t('profile.fields.currentPassword')} />
      <FormPasswordField form={form} name="newPassword" label={t('profile.fields.newPassword')} required />
      <Box sx={{ mb: 2 }}>
        <PasswordRules password={newPassword ?? ''} />
      </Box>
      <FormPasswordField
        form={form}
        name="confirmPassword"
        label={t('profile.fields.confirmPassword')}
        required
      />
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {alert}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={change.isPending}>
          {t('profile.password.submit')}
        </Button>
      </Stack>
    </Box>
  );
};
