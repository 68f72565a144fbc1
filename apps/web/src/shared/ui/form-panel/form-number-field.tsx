import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDecimalInput, parseDecimal } from '@/shared/lib/decimal-input';
import { fieldErrorText } from '@/shared/lib/form-errors';

export type FormNumberFieldProps<Values extends FieldValues> = {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  /** Translated label; validation messages name the field with it. */
  label: string;
  hint?: string;
} & Omit<TextFieldProps, 'name' | 'label' | 'error' | 'helperText' | 'type' | 'form' | 'value' | 'onChange'>;

/** What the box shows for a form value: a number in the language's writing, a refused text as typed. */
const shownOf = (value: unknown, language: string): string => {
  if (typeof value === 'number') return formatDecimalInput(value, language);
  return typeof value === 'string' ? value : '';
};

/** The form value of a typed text: the number, NaN when empty ("required"), else the text itself. */
const valueOf = (text: string, language: string): number | string => {
  if (text.trim() === '') return Number.NaN;
  return parseDecimal(text, language) ?? text;
};

const sameValue = (a: unknown, b: unknown) => Object.is(a, b) || (a === undefined && Number.isNaN(b));

/**
 * A number typed the way the chosen language writes it ('40,40' in az and ru, '40.40' in en), not
 * by the browser's locale as `<input type="number">` does. The form holds a number, NaN for an
 * empty box (reported as required), or the text itself when it is no number, which the schema's
 * z.number() reports as "must be a number". The box keeps the person's own text while it means the
 * form's value, and shows the value anew when the form is reset or the language changes.
 */
export const FormNumberField = <Values extends FieldValues>({
  form,
  name,
  label,
  hint,
  slotProps,
  ...rest
}: FormNumberFieldProps<Values>) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { field, fieldState } = useController({ control: form.control, name });
  const [text, setText] = useState(() => shownOf(field.value, language));
  const [seen, setSeen] = useState({ value: field.value as unknown, language });
  // A value set from outside (reset, another record) or a language switch: show it anew, during
  // render rather than in an effect, so the box never shows a stale text for a frame.
  if (!sameValue(seen.value, field.value) || seen.language !== language) {
    setSeen({ value: field.value, language });
    if (!sameValue(valueOf(text, language), field.value)) setText(shownOf(field.value, language));
    else if (seen.language !== language && typeof field.value === 'number')
      setText(formatDecimalInput(field.value, language));
  }

  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      label={label}
      type="text"
      fullWidth
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        const value = valueOf(typed, language);
        setText(typed);
        setSeen({ value, language });
        field.onChange(value);
      }}
      onBlur={() => {
        // '40.40' typed in az is shown back as '40,4': the language's way of writing it.
        if (typeof field.value === 'number' && !Number.isNaN(field.value))
          setText(formatDecimalInput(field.value, language));
        field.onBlur();
      }}
      error={Boolean(fieldState.error)}
      // A blank helper keeps the row height when a message appears.
      helperText={fieldErrorText(fieldState.error, label, t, language) ?? hint ?? ' '}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...(slotProps?.htmlInput as object) },
      }}
    />
  );
};
