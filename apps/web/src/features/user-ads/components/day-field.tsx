import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, parseDayText } from '@/shared/ui/data-table/filter-value';

export type DayFieldProps = {
  label: string;
  /** The ISO day ('2026-03-08'), or the text as typed while it is not a day yet. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The last day the calendar offers (ISO). */
  max?: string;
  inputRef?: Ref<HTMLInputElement>;
} & Pick<
  TextFieldProps,
  'error' | 'helperText' | 'required' | 'size' | 'name' | 'sx' | 'fullWidth' | 'disabled'
>;

const shown = (value: string, language: string) => (parseDayText(value) ? formatDay(value, language) : value);

/**
 * A day written the language's way (08.03.2026 in az and ru, 08/03/2026 in en) with a calendar
 * button. The browser's own date input writes the browser's locale, not the page's language, so
 * it only serves as the picker behind the button (as in the table's date filter).
 */
export const DayField = ({ label, value, onChange, onBlur, max, inputRef, ...rest }: DayFieldProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => shown(value, language));
  // The value last given from outside: a new one (a reset, a cleared filter chip) or a language
  // switch shows it anew; a parent that keeps only whole days leaves a half-typed text alone.
  const [seen, setSeen] = useState({ value, language });
  if (seen.value !== value || seen.language !== language) {
    setSeen({ value, language });
    if ((parseDayText(text) ?? text) !== value || seen.language !== language) setText(shown(value, language));
  }

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = parseDayText(text) ?? '';
    try {
      input.showPicker();
    } catch {
      // Browsers without showPicker keep the typed field.
      input.focus();
    }
  };

  const change = (next: string, typed: string) => {
    setText(typed);
    onChange(next);
  };

  return (
    <>
      <TextField
        {...rest}
        label={label}
        value={text}
        inputRef={inputRef}
        placeholder={t('table.datePlaceholder')}
        autoComplete="off"
        onChange={(event) =>
          change(parseDayText(event.target.value) ?? event.target.value, event.target.value)
        }
        onBlur={onBlur}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={t('table.pickDate')}
                  disabled={rest.disabled}
                  onClick={openPicker}
                >
                  <CalendarMonthRounded fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <input
        ref={picker}
        type="date"
        max={max}
        tabIndex={-1}
        aria-hidden
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(event) => {
          const iso = event.target.value;
          if (iso) change(iso, formatDay(iso, language));
        }}
      />
    </>
  );
};
