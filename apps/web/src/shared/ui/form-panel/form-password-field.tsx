import { get, useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/shared/lib/form-errors';
import { PasswordField } from '@/shared/ui/password-field';

export type FormPasswordFieldProps<Values extends FieldValues> = {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  hint?: string;
  required?: boolean;
};

/** A new password registered with the form; the contracts' password rules under it. */
export const FormPasswordField = <Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
}: FormPasswordFieldProps<Values>) => {
  const { t, i18n } = useTranslation();
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as { type: string; message?: string } | undefined;
  const { ref, ...field } = form.register(name);
  return (
    <PasswordField
      {...field}
      inputRef={ref}
      label={label}
      required={required}
      autoComplete="new-password"
      fullWidth
      error={Boolean(error)}
      // A blank helper keeps the row height when a message appears.
      helperText={fieldErrorText(error, label, t, i18n.language) ?? hint ?? ' '}
    />
  );
};
