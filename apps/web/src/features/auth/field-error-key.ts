/**
 * The i18n key of a field's validation message, from the zod issue code the resolver reports as
 * the error type. Keys, not texts: a language switch re-translates the messages on screen.
 */
export const fieldErrorKey = (type: string | undefined): string => {
  if (type === 'too_small' || type === 'invalid_type' || type === 'required') return 'auth.fieldRequired';
  if (type === 'too_big') return 'auth.fieldTooLong';
  return 'auth.fieldInvalid';
};
