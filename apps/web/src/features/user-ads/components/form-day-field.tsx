import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/shared/lib/form-errors';
import { DayField } from './day-field';

export type FormDayFieldProps<Values extends FieldValues> = {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
};

/** A DayField registered with the form: the ISO day as the value, the message under it. */
export const FormDayField = <Values extends FieldValues>({
  form,
  name,
  label,
  ...rest
}: FormDayFieldProps<Values>) => {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <DayField
      {...rest}
      fullWidth
      name={field.name}
      label={label}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldErrorText(fieldState.error, label, t, i18n.language) ?? ' '}
    />
  );
};
