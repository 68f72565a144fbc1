import type { FieldError } from 'react-hook-form';
import { fieldErrorText } from '@/shared/lib/form-errors';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Contract messages the user screens translate themselves (they carry no field name). */
const own = new Set(['passwordWeak', 'passwordsDoNotMatch']);

/**
 * The text under a field. The contracts' password rules carry their own message keys
 * ('validation.passwordWeak', refine messages win over the resolver's error map), translated here
 * at render time like every other message, so a language switch re-translates them.
 */
export const contractErrorText = (
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  label: string,
  t: Translate,
  language: string,
) => {
  const key = error?.message?.startsWith('validation.') ? error.message.slice('validation.'.length) : null;
  if (key && own.has(key)) return t(`users.validation.${key}`);
  return fieldErrorText(error, label, t, language);
};
