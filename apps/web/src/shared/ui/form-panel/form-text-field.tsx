import { TextField, type TextFieldProps } from '@mui/material';
import { get, useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/shared/lib/form-errors';
import { FormNumberField } from './form-number-field';

export type FormTextFieldProps<Values extends FieldValues> = {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  /** Translated label; validation messages name the field with it. */
  label: string;
  /**
   * 'number' reads the value as a number written the language's way (FormNumberField: '40,40' is
   * 40.4 in az and ru; an empty box is NaN, reported as required).
   */
  kind?: 'text' | 'number';
  hint?: string;
} & Omit<TextFieldProps, 'name' | 'label' | 'error' | 'helperText' | 'type' | 'form'>;

/** A text or number field registered with the form, its validation message translated under it. */
export const FormTextField = <Values extends FieldValues>({
  kind = 'text',
  ...props
}: FormTextFieldProps<Values>) =>
  kind === 'number' ? <FormNumberField {...props} /> : <PlainTextField {...props} />;

const PlainTextField = <Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  ...rest
}: Omit<FormTextFieldProps<Values>, 'kind'>) => {
  const { t, i18n } = useTranslation();
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as { type: string; message?: string } | undefined;
  const { ref, ...field } = form.register(name);
  return (
    <TextField
      {...rest}
      {...field}
      inputRef={ref}
      label={label}
      type="text"
      fullWidth
      error={Boolean(error)}
      // A blank helper keeps the row height when a message appears.
      helperText={fieldErrorText(error, label, t, i18n.language) ?? hint ?? ' '}
    />
  );
};
