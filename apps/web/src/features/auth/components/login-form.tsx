import type { LoginInput } from '@emlak/contracts';
import LoginRounded from '@mui/icons-material/LoginRounded';
import { Alert, Button, Stack } from '@mui/material';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, isNetworkError } from '@/shared/api/http-client';
import { OutlinedField } from '@/shared/ui/outlined-field';
import { PasswordField } from '@/shared/ui/password-field';
import { useLogin } from '../api/use-login';
import { fieldErrorKey } from '../field-error-key';
import type { LoginCheck, LoginFieldError, LoginFieldErrors } from '../login-checks';

export type LoginFormProps = { onSignedIn: () => void; disabled?: boolean };

const fields = ['userName', 'password'] as const;
type Field = (typeof fields)[number];
const SERVER_ERROR = 'server';

/** The contracts' loginFormSchema, loaded at the first check (a submit): zod is not on this screen. */
let checksModule: Promise<{ checkLogin: (values: LoginInput) => LoginCheck }> | null = null;
/**
 * Every check waits on the same promise, so the checks resolve in the order they were asked: a
 * later keystroke's check always lands after an earlier one. A failed load is tried again.
 */
const checkLogin = async (values: LoginInput): Promise<LoginCheck> => {
  checksModule ??= import('../login-checks').catch((error: unknown) => {
    checksModule = null;
    throw error;
  });
  return (await checksModule).checkLogin(values);
};

/**
 * E-mail and password, validated with the contracts' loginFormSchema (the server's loginSchema plus
 * the e-mail format); server failures in an Alert. Two fields need no form library: the checks run
 * at submit and, after a first submit, at every change, as the other forms' react-hook-form does
 * (which the login screen does not load: docs/decisions.md "Web: bundle budgets").
 */
export const LoginForm = ({ onSignedIn, disabled = false }: LoginFormProps) => {
  const { t } = useTranslation();
  const login = useLogin();
  const [values, setValues] = useState<LoginInput>({ userName: '', password: '' });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // The checks' chunk could not be loaded (the network went away): said in the Alert.
  const [checksUnavailable, setChecksUnavailable] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const inFlight = useRef(false);

  const runCheck = async (next: LoginInput) => {
    try {
      const result = await checkLogin(next);
      setChecksUnavailable(false);
      return result;
    } catch {
      setChecksUnavailable(true);
      return null;
    }
  };

  /** After a first submit, a change re-checks its own field, as react-hook-form does. */
  const change = (field: Field) => async (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (!submitted) return;
    const result = await runCheck(next);
    if (result) setErrors((current) => ({ ...current, [field]: result.errors[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A second Enter before the state has drawn still sees the first one in flight.
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitted(true);
    setIsSubmitting(true);
    try {
      // The values as submitted; a keystroke meanwhile re-checks its own field afterwards.
      const result = await runCheck(values);
      if (!result) return;
      setErrors(result.errors);
      if (!result.data) {
        const invalid = fields.find((field) => result.errors[field]);
        if (invalid) inputs.current[invalid]?.focus();
        return;
      }
      try {
        await login.mutateAsync(result.data);
        onSignedIn();
      } catch (error) {
        // A 400 names the fields; those messages go under the fields, the rest into the Alert.
        const { fieldErrors } = apiErrorOf(error);
        const fromServer: LoginFieldErrors = {};
        for (const field of fields)
          if (fieldErrors[field]?.[0])
            fromServer[field] = { type: SERVER_ERROR, message: fieldErrors[field][0] };
        setErrors(fromServer);
      }
    } finally {
      inFlight.current = false;
      setIsSubmitting(false);
    }
  };

  const messageOf = (field: Field, error: LoginFieldError | undefined) => {
    if (!error) return ' ';
    if (error.type === SERVER_ERROR) return error.message;
    if (error.message === 'validation.invalidEmail') return t('forms.invalidEmail');
    return t(fieldErrorKey(error.type), { field: t(`auth.${field}`) });
  };

  const serverError =
    login.error && Object.keys(apiErrorOf(login.error).fieldErrors).length === 0 ? login.error : null;
  const serverMessage = checksUnavailable
    ? t('http.networkError')
    : serverError
      ? isNetworkError(serverError)
        ? t('http.networkError')
        : (apiErrorOf(serverError).message ?? t('http.genericError'))
      : null;

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label={t('auth.title')} sx={{ gap: 1 }}>
      {serverMessage && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {serverMessage}
        </Alert>
      )}
      <OutlinedField
        name="userName"
        value={values.userName}
        onChange={change('userName')}
        inputRef={(input: HTMLInputElement | null) => void (inputs.current.userName = input)}
        label={t('auth.userName')}
        type="email"
        autoComplete="username"
        autoFocus
        fullWidth
        required
        error={Boolean(errors.userName)}
        helperText={messageOf('userName', errors.userName)}
        inputProps={{ autoCapitalize: 'none', spellCheck: false }}
      />
      <PasswordField
        name="password"
        value={values.password}
        onChange={change('password')}
        inputRef={(input: HTMLInputElement | null) => void (inputs.current.password = input)}
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
