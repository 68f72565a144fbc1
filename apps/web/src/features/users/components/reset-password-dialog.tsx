import { resetPasswordSchema, type ResetPasswordInput, type User } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import KeyRounded from '@mui/icons-material/KeyRounded';
import { Stack } from '@mui/material';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/shared/api/http-client';
import { issueToken, SERVER_ERROR_TYPE } from '@/shared/lib/form-errors';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { FormPasswordField } from '@/shared/ui/form-panel/form-password-field';
import { useResetPassword } from '../api/use-reset-password';

export type ResetPasswordDialogProps = { user: User | null; open: boolean; onClose: () => void };

const resolver = zodResolver(resetPasswordSchema, { error: issueToken });
const empty: ResetPasswordInput = { newPassword: '', confirmPassword: '' };

/** Sets a new password for a user (their sessions end); the contracts' rules checked before sending. */
export const ResetPasswordDialog = ({ user, open, onClose }: ResetPasswordDialogProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({ resolver, defaultValues: empty });

  const close = () => {
    form.reset(empty);
    onClose();
  };

  /** False while the input is invalid or the server named a field: the dialog stays, the field says why. */
  const confirm = async () => {
    let done = false;
    await form.handleSubmit(async (input) => {
      if (!user) return;
      try {
        await reset.mutateAsync({ id: user.id, input });
      } catch (error) {
        const fields = Object.entries(apiErrorOf(error).fieldErrors).filter(([field]) => field in empty);
        if (fields.length === 0) throw error;
        fields.forEach(([field, texts]) =>
          form.setError(field as Path<ResetPasswordInput>, { type: SERVER_ERROR_TYPE, message: texts[0] }),
        );
        return;
      }
      dispatch(notify({ message: t('users.passwordReset'), severity: 'success' }));
      done = true;
    })();
    return done;
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('users.resetTitle')}
      icon={<KeyRounded color="primary" aria-hidden />}
      message={t('users.resetText', { name: user?.name ?? '' })}
      confirmLabel={t('users.resetConfirm')}
      onConfirm={confirm}
      onClose={close}
    >
      <Stack sx={{ gap: 0.5, pt: 1 }}>
        <FormPasswordField
          form={form}
          name="newPassword"
          label={t('users.fields.newPassword')}
          hint={t('users.hints.password')}
          required
        />
        <FormPasswordField
          form={form}
          name="confirmPassword"
          label={t('users.fields.confirmPassword')}
          required
        />
      </Stack>
    </ConfirmDialog>
  );
};
