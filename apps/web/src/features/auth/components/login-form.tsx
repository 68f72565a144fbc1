import type { LoginInput } from '@emlak/contracts';
import LoginRounded from '@mui/icons-material/LoginRounded';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, isNetworkError } from '@/shared/api/http-client';
import { useLogin } from '../api/use-login';
import { fieldErrorKey } from '../field-error-key';
import { PasswordField } from '@/shared/ui/password-field';

export type LoginFormProps = { onSignedIn: () => void; disabled?: boolean };

const fields = ['userName', 'password'] as const;

/**
 * The contracts' loginFormSchema through zodResolver, both loaded at the first check (a submit):
 * zod is ~40 KB that the login screen does not need to show itself (docs/decisions.md).
 */
const loginResolver: Resolver<LoginInput> = async (values, context, options) => {
  const { loginFormSchema, zodResolver } = await import('../login-checks');
  return zodResolver(loginFormSchema)(values, context, options);
};
const SERVER_ERROR = 'server';

/**
 * E-mail and password, validated with the contracts' loginFormSchema (the server's loginSchema plus
 * the e-mail format); server failures in an Alert.
 */
export const LoginForm = ({ onSignedIn, disabled = false }: LoginFormProps) => {
  const { t } = useTranslation();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { userName: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      // A 400 names the fields; those messages go under the fields, the rest into the Alert.
      const { fieldErrors } = apiErrorOf(error);
      for (const field of fields)
        if (fieldErrors[field]?.[0]) setError(field, { type: SERVER_ERROR, message: fieldErrors[field][0] });
    }
  });

  const messageOf = (field: (typeof fields)[number], error: FieldError | undefined) => {
    if (!error) return ' ';
    if (error.type === SERVER_ERROR && error.message) return error.message;
    if (error.message === 'validation.invalidEmail') return t('forms.invalidEmail');
    return t(fieldErrorKey(error.type), { field: t(`auth.${field}`) });
  };

  const serverError =
    login.error && Object.keys(apiErrorOf(login.error).fieldErrors).length === 0 ? login.error : null;
  const serverMessage = serverError
    ? isNetworkError(serverError)
      ? t('http.networkError')
      : (apiErrorOf(serverError).message ?? t('http.genericError'))
    : null;

  const userName = register('userName');
  const password = register('password');

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label={t('auth.title')} sx={{ gap: 1 }}>
      {serverMessage && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {serverMessage}
        </Alert>
      )}
      <TextField
        {...userName}
        inputRef={userName.ref}
        label={t('auth.userName')}
        type="email"
        autoComplete="username"
        autoFocus
        fullWidth
        required
        error={Boolean(errors.userName)}
        helperText={messageOf('userName', errors.userName)}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <PasswordField
        {...password}
        inputRef={password.ref}
        label={t('auth.password')}
        autoComplete="current-password"
        fullWidth
        required
        error={Boolean(errors.password)}
        helperText={messageOf('password', errors.password)}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={isSubmitting}
        disabled={disabled}
        loadingPosition="start"
        startIcon={<LoginRounded />}
        sx={{ mt: 1, py: 1.25, borderRadius: 2 }}
      >
        {isSubmitting ? t('auth.submitting') : t('auth.submit')}
      </Button>
    </Stack>
  );
};
