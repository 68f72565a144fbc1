import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';
import { useId, type ReactNode, type Ref } from 'react';

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'ref'> & {
  label: ReactNode;
  helperText?: ReactNode;
  /** The field's root (react-hook-form's `register` ref finds the input inside it). */
  ref?: Ref<HTMLDivElement>;
};

/**
 * MUI's outlined TextField put together from its own parts, without the select mode TextField
 * always brings (Select, Menu, Popover, Modal: ~10 KB on the wire). The login screen and the
 * password fields use it; it looks and reads (label, required mark, helper text linked by
 * aria-describedby) exactly like a TextField (docs/decisions.md "Web: bundle budgets").
 */
export const OutlinedField = ({
  id,
  label,
  helperText,
  required,
  error,
  disabled,
  fullWidth,
  ref,
  // As TextField does: these style the whole field, and its parts read size and color from it.
  sx,
  className,
  margin,
  size,
  color,
  ...input
}: OutlinedFieldProps) => {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      ref={ref}
      variant="outlined"
      required={required}
      error={error}
      disabled={disabled}
      fullWidth={fullWidth}
      sx={sx}
      className={className}
      margin={margin}
      size={size}
      color={color}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
};
