import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimalInput, parseDecimal } from '@/shared/lib/decimal-input';

export type AmountFieldProps = {
  label: string;
  /** The bound that applies now (from the address). */
  value: number | null;
  max: number;
  onCommit: (value: number | null) => void;
};

/** The amount a text means in the language, or undefined when it is none the search can take. */
const amountOf = (text: string, language: string, max: number): number | null | undefined => {
  if (text.trim() === '') return null;
  const value = parseDecimal(text, language);
  if (value === null || value < 0 || value > max) return undefined;
  return Math.round(value * 100) / 100;
};

const shown = (value: number | null, language: string) =>
  value === null ? '' : formatDecimalInput(value, language);

/**
 * A bound of a range ("price up to"), typed the language's way ('85,5' in az and ru). It applies
 * when the person leaves the box or presses Enter, as one history entry, not at every keystroke.
 */
export const AmountField = ({ label, value, max, onCommit }: AmountFieldProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(() => shown(value, language));
  const [seen, setSeen] = useState({ value, language });
  // Changed from outside (back, a cleared filter, a saved search, a language switch): show it.
  if (seen.value !== value || seen.language !== language) {
    setSeen({ value, language });
    setText(shown(value, language));
  }
  const parsed = amountOf(text, language, max);
  const invalid = parsed === undefined;

  const commit = () => {
    if (parsed === undefined || parsed === value) return;
    onCommit(parsed);
  };

  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={invalid}
      helperText={invalid ? t('announcements.filters.invalidAmount') : undefined}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      sx={{ minWidth: 0 }}
    />
  );
};
