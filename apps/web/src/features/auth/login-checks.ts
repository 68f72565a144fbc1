// Imported lazily at the first submit: zod is not part of the login screen's first load.
import { loginFormSchema, type LoginInput } from '@emlak/contracts';

export type LoginFieldError = { type: string; message: string };
export type LoginFieldErrors = Partial<Record<keyof LoginInput, LoginFieldError>>;
export type LoginCheck = { errors: LoginFieldErrors; data: LoginInput | null };

/**
 * The contracts' loginFormSchema on the form's values: per field the first issue, its zod code as
 * the type (fieldErrorKey turns it into a text) and its message; when nothing is wrong, the
 * schema's output (the e-mail trimmed), which is what gets sent.
 */
export const checkLogin = (values: LoginInput): LoginCheck => {
  const result = loginFormSchema.safeParse(values);
  if (result.success) return { errors: {}, data: result.data };
  const errors: LoginFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginInput;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { errors, data: null };
};
