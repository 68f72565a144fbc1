import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';

/** The validation-message token of the shared form errors (shared/lib/form-errors.ts). */
const EMAIL_TOKEN = 'i18n:{"key":"invalidEmail"}';
/** The contracts' own message key for a confirmation that differs (schemas/users.ts). */
const PASSWORDS_DO_NOT_MATCH = 'validation.passwordsDoNotMatch';

type Confirmation<Values> = { field: keyof Values & string; of: keyof Values & string };
type ErrorMap = Record<string, { type: string; message?: string } | undefined>;

/**
 * Runs a contracts resolver on the body built from the form's values. The e-mail rule names its
 * own message key, which the shared fields would read as "invalid": it becomes the shared
 * "enter a valid e-mail" token instead. zod skips an object's refinements while other fields
 * fail, so a password confirmation that differs is also checked here, to show at once.
 */
export const contractResolver =
  <Values extends FieldValues, Output>(
    resolver: Resolver<never, unknown, unknown>,
    bodyOf: (values: Values) => object,
    confirm?: Confirmation<Values>,
  ): Resolver<Values, unknown, Output> =>
  async (values, context, options) => {
    const result = await resolver(
      bodyOf(values) as never,
      context,
      options as unknown as ResolverOptions<never>,
    );
    const errors = result.errors as ErrorMap;
    for (const error of Object.values(errors)) {
      if (error?.message === 'validation.invalidEmail') error.message = EMAIL_TOKEN;
    }
    if (confirm && !errors[confirm.field]) {
      const value: unknown = values[confirm.field];
      if (value && value !== values[confirm.of])
        return {
          values: {},
          errors: { ...errors, [confirm.field]: { type: 'custom', message: PASSWORDS_DO_NOT_MATCH } },
        } as never;
    }
    return result as never;
  };
