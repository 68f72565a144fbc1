import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { useId } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

export type FormSwitchFieldProps<Values extends FieldValues> = {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  hint?: string;
  disabled?: boolean;
};

/** A yes/no field bound to the form, with a line under it (read with the switch) saying what it does. */
export const FormSwitchField = <Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  disabled,
}: FormSwitchFieldProps<Values>) => {
  const hintId = useId();
  const { field } = useController({ control: form.control, name });
  return (
    <Stack sx={{ justifyContent: 'center', minHeight: 56, pb: 2.5 }}>
      <FormControlLabel
        label={label}
        disabled={disabled}
        control={
          <Switch
            name={field.name}
            checked={Boolean(field.value)}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.checked)}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': hint ? hintId : undefined } }}
          />
        }
      />
      {hint && (
        <FormHelperText id={hintId} sx={{ mt: -0.5, ml: 6 }}>
          {hint}
        </FormHelperText>
      )}
    </Stack>
  );
};
