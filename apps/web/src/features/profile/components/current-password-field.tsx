import { get, useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/shared/lib/form-errors';
import { PasswordField } from '@/shared/ui/password-field';

type Props<Values extends FieldValues> = {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
};

/**
 * The password the person has now (FormPasswordField is for a new one): `current-password`, so a
 * password manager fills it in instead of proposing a new one.
 */
export const CurrentPasswordField = <Values extends FieldValues>({ form, name, label }: Props<Values>) => {
  const { t, i18n } = useTranslation();
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as { type: string; message?: string } | undefined;
  const { ref, ...field } = form.register(name);
  return (
    <PasswordField
      {...field}
      inputRef={ref}
      label={label}
      required
      autoComplete="current-password"
      fullWidth
      error={Boolean(error)}
      helperText={fieldErrorText(error, label, t, i18n.language) ?? ' '}
    />
  );
};
