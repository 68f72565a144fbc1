import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/shared/lib/form-errors';

export type FormSelectOption = { value: string | number; label: string };

export type FormSelectFieldProps<Values extends FieldValues> = {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  options: readonly FormSelectOption[];
  hint?: string;
} & Omit<
  TextFieldProps,
  'name' | 'label' | 'error' | 'helperText' | 'select' | 'form' | 'value' | 'onChange'
>;

/** A select bound to the form; the option's own value (string or number) goes into the form. */
export const FormSelectField = <Values extends FieldValues>({
  form,
  name,
  label,
  options,
  hint,
  ...rest
}: FormSelectFieldProps<Values>) => {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name });
  const value = field.value === undefined || field.value === null ? '' : String(field.value);
  // Options often arrive after the form's values (a picker's list loads on its own). Until the
  // value's option is there the select shows nothing, as MUI would, without MUI's out-of-range
  // warning; the form keeps its value, and the select shows it once the option arrives.
  const shown = options.some((option) => String(option.value) === value) ? value : '';
  return (
    <TextField
      {...rest}
      select
      fullWidth
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={shown}
      onBlur={field.onBlur}
      onChange={(event) => {
        const option = options.find((item) => String(item.value) === event.target.value);
        field.onChange(option ? option.value : '');
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldErrorText(fieldState.error, label, t, i18n.language) ?? hint ?? ' '}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};
