import { verifyPasswordSchema } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import { Alert, Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/shared/ui/password-field';

export type UnlockFormProps = {
  onUnlock: (password: string) => Promise<void>;
  loading: boolean;
  /** A message about the last attempt (wrong password, check failed). */
  feedback: string | null;
};

/** The password field validated with the contracts' lock password rules (spec section 5). */
export const UnlockForm = ({ onUnlock, loading, feedback }: UnlockFormProps) => {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm({ resolver: zodResolver(verifyPasswordSchema), defaultValues: { password: '' } });

  const submit = handleSubmit(async ({ password }) => {
    await onUnlock(password);
    resetField('password');
  });
  const fieldError = errors.password?.message;

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
      <PasswordField
        {...register('password')}
        label={t('lock.password')}
        autoComplete="current-password"
        autoFocus
        fullWidth
        error={Boolean(fieldError)}
        helperText={fieldError ? t(`lock.${fieldError}`) : ' '}
      />
      {feedback && (
        <Alert severity="error" variant="outlined" role="alert">
          {feedback}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={loading}
        startIcon={<LockOpenRounded />}
        sx={{ py: 1.25 }}
      >
        {t('lock.unlock')}
      </Button>
    </Stack>
  );
};
