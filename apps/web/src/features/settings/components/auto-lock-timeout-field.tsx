import { AUTO_LOCK_MAX_MINUTES, AUTO_LOCK_MIN_MINUTES, autoLockSettingsSchema } from '@emlak/contracts';
import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type AutoLockTimeoutFieldProps = {
  value: number;
  disabled: boolean;
  onCommit: (minutes: number) => void;
};

const range = { min: AUTO_LOCK_MIN_MINUTES, max: AUTO_LOCK_MAX_MINUTES };

const parse = (text: string) =>
  autoLockSettingsSchema.shape.timeout.safeParse(text.trim() === '' ? Number.NaN : Number(text));

/** Idle minutes before the lock; a valid number applies as typed, an invalid one only shows why. */
export const AutoLockTimeoutField = ({ value, disabled, onCommit }: AutoLockTimeoutFieldProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  const [touched, setTouched] = useState(false);
  const result = parse(text);
  const invalid = touched && !result.success;

  const change = (next: string) => {
    setText(next);
    setTouched(true);
    const parsed = parse(next);
    if (parsed.success && parsed.data !== value) onCommit(parsed.data);
  };

  return (
    <TextField
      label={t('settings.lock.timeout')}
      type="number"
      value={text}
      disabled={disabled}
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        setTouched(true);
        // A valid entry written differently (e.g. "05") settles to its canonical form.
        if (result.success) setText(String(result.data));
      }}
      error={invalid}
      helperText={invalid ? t('settings.lock.timeoutRange', range) : t('settings.lock.timeoutHint', range)}
      sx={{ maxWidth: 260 }}
      fullWidth
      slotProps={{
        htmlInput: { min: range.min, max: range.max, step: 1, inputMode: 'numeric' },
        input: { endAdornment: <InputAdornment position="end">{t('settings.lock.minutes')}</InputAdornment> },
      }}
    />
  );
};
