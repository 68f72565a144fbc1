import { resetPasswordSchema, type ResetPasswordInput, type User } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import KeyRounded from '@mui/icons-material/KeyRounded';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/store';
import { apiErrorOf, isNetworkError } from '@/shared/api/http-client';
import { issueToken, SERVER_ERROR_TYPE } from '@/shared/lib/form-errors';
import { notify } from '@/shared/state/notifications-slice';
import { useResetPassword } from '../api/use-reset-password';
import { PasswordField } from './password-field';

export type ResetPasswordDialogProps = { user: User | null; open: boolean; onClose: () => void };

const resolver = zodResolver(resetPasswordSchema, { error: issueToken });
const empty: ResetPasswordInput = { newPassword: '', confirmPassword: '' };

/** Sets a new password for a user (their sessions end); the contracts' rules checked before sending. */
export const ResetPasswordDialog = ({ user, open, onClose }: ResetPasswordDialogProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const textId = useId();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({ resolver, defaultValues: empty });
  const [alert, setAlert] = useState<string | null>(null);

  const close = () => {
    if (reset.isPending) return;
    form.reset(empty);
    setAlert(null);
    onClose();
  };

  const submit = form.handleSubmit(async (input) => {
    if (!user) return;
    setAlert(null);
    try {
      await reset.mutateAsync({ id: user.id, input });
      dispatch(notify({ message: t('users.passwordReset'), severity: 'success' }));
      form.reset(empty);
      onClose();
    } catch (error) {
      const { message, fieldErrors } = apiErrorOf(error);
      const fields = Object.entries(fieldErrors).filter(([field]) => field in empty);
      fields.forEach(([field, texts]) =>
        form.setError(field as Path<ResetPasswordInput>, { type: SERVER_ERROR_TYPE, message: texts[0] }),
      );
      if (fields.length === 0)
        setAlert(isNetworkError(error) ? t('http.networkError') : (message ?? t('forms.actionFailed')));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: 3 } } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <KeyRounded color="primary" aria-hidden />
          {t('users.resetTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t('users.resetText', { name: user?.name ?? '' })}
          </DialogContentText>
          <Stack sx={{ gap: 0.5, pt: 1 }}>
            <PasswordField
              form={form}
              name="newPassword"
              label={t('users.fields.newPassword')}
              hint={t('users.hints.password')}
              required
            />
            <PasswordField
              form={form}
              name="confirmPassword"
              label={t('users.fields.confirmPassword')}
              required
            />
          </Stack>
          {alert && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {alert}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={reset.isPending} color="inherit">
            {t('forms.cancel')}
          </Button>
          <Button type="submit" variant="contained" disableElevation loading={reset.isPending}>
            {t('users.resetConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
