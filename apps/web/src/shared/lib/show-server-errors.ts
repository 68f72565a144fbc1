import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { apiErrorOf, isNetworkError } from '@/shared/api/http-client';
import { SERVER_ERROR_TYPE } from '@/shared/lib/form-errors';

type Translate = (key: string) => string;

/**
 * Puts the server's field messages (a 400's `errors`) under the form's fields and focuses the
 * first. Returns the text for the form's alert when no field was named, else null.
 */
export const showServerErrors = <Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  error: unknown,
  fallback: string,
  t: Translate,
): string | null => {
  const { message, fieldErrors } = apiErrorOf(error);
  const known = Object.keys(form.getValues());
  const fields = Object.entries(fieldErrors).filter(([field, texts]) => known.includes(field) && texts[0]);
  fields.forEach(([field, texts], index) =>
    form.setError(
      field as Path<Values>,
      { type: SERVER_ERROR_TYPE, message: texts[0] },
      { shouldFocus: index === 0 },
    ),
  );
  if (fields.length > 0) return null;
  return isNetworkError(error) ? t('http.networkError') : (message ?? fallback);
};
