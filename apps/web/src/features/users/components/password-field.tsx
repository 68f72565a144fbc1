import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { get, useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractErrorText } from '../contract-error-text';

export type PasswordFieldProps<Values extends FieldValues> = {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  hint?: string;
  required?: boolean;
};

/** A new-password field with a show/hide button; the contracts' password rules under it. */
export const PasswordField = <Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
}: PasswordFieldProps<Values>) => {
  const { t, i18n } = useTranslation();
  const [visible, setVisible] = useState(false);
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as { type: string; message?: string } | undefined;
  const { ref, ...field } = form.register(name);
  const toggle = t(visible ? 'users.hidePassword' : 'users.showPassword');
  return (
    <TextField
      {...field}
      inputRef={ref}
      label={label}
      required={required}
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      fullWidth
      error={Boolean(error)}
      helperText={contractErrorText(error, label, t, i18n.language) ?? hint ?? ' '}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={toggle}>
                <IconButton aria-label={toggle} edge="end" size="small" onClick={() => setVisible((v) => !v)}>
                  {visible ? (
                    <VisibilityOffOutlined fontSize="small" />
                  ) : (
                    <VisibilityOutlined fontSize="small" />
                  )}
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
