import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

export type FormSwitchFieldProps<Values extends FieldValues> = {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  hint?: string;
};

/** A boolean of the form as a switch, its hint under it (aligned with the text fields' helpers). */
export const FormSwitchField = <Values extends FieldValues>({
  form,
  name,
  label,
  hint,
}: FormSwitchFieldProps<Values>) => {
  const { field } = useController({ control: form.control, name });
  return (
    <Stack sx={{ justifyContent: 'center', minHeight: 56, pb: 2.5 }}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
      />
      {hint && <FormHelperText sx={{ mt: 0, mx: 0 }}>{hint}</FormHelperText>}
    </Stack>
  );
};
