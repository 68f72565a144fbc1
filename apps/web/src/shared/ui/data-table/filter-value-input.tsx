import type { FieldType } from '@emlak/contracts';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import { IconButton, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnumOption } from './data-table-types';
import { formatDay, parseDayText } from './filter-value';

export type FilterValueInputProps = {
  type: FieldType;
  options?: readonly EnumOption[];
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
};

type CommonProps = {
  label: string;
  size: 'small';
  fullWidth: true;
  error?: boolean;
  helperText?: string;
};

/**
 * A day written the language's way (12.05.2025 in az and ru, 12/05/2025 in en) with a calendar
 * button. The browser's own date input shows the browser's locale, not the page's language, so it
 * only serves as the picker behind the button. The filter's value is the ISO day, or the text as
 * typed while it is not a day yet (refused on Apply).
 */
const FilterDateInput = ({
  common,
  value,
  onChange,
}: {
  common: CommonProps;
  value: string;
  onChange: (value: string) => void;
}) => {
  const { t, i18n } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => (parseDayText(value) ? formatDay(value, i18n.language) : value));
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = parseDayText(text) ?? '';
    try {
      input.showPicker();
    } catch {
      // Browsers without showPicker (or without a user gesture) keep the typed field.
      input.focus();
    }
  };
  return (
    <>
      <TextField
        {...common}
        value={text}
        placeholder={t('table.datePlaceholder')}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseDayText(event.target.value) ?? event.target.value);
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={t('table.pickDate')} onClick={openPicker}>
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
        tabIndex={-1}
        aria-hidden
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(event) => {
          const iso = event.target.value;
          if (!iso) return;
          setText(formatDay(iso, i18n.language));
          onChange(iso);
        }}
      />
    </>
  );
};

/**
 * The value of a filter, with an input that fits the column's type: a select of translated
 * choices for enumerations and yes/no, a day in the language's writing for dates, a number typed
 * the language's way, else text. The value is kept as text (an ISO day for dates).
 */
export const FilterValueInput = ({ type, options, value, onChange, error }: FilterValueInputProps) => {
  const { t } = useTranslation();
  const common: CommonProps = {
    label: type === 'date' ? t('table.date') : t('table.value'),
    size: 'small',
    fullWidth: true,
    error,
    helperText: error ? t('table.valueRequired') : undefined,
  };
  const change = (event: { target: { value: string } }) => onChange(event.target.value);
  if (type === 'boolean' || type === 'enum') {
    const choices =
      type === 'boolean'
        ? [
            { value: 'true', label: t('table.yes') },
            { value: 'false', label: t('table.no') },
          ]
        : (options ?? []).map((option) => ({ value: String(option.value), label: t(option.labelKey) }));
    return (
      <TextField {...common} select value={value} onChange={change}>
        {choices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (type === 'date') return <FilterDateInput common={common} value={value} onChange={onChange} />;
  if (type === 'number')
    return (
      <TextField
        {...common}
        value={value}
        onChange={change}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    );
  return <TextField {...common} value={value} onChange={change} autoComplete="off" />;
};
