import type { FieldType } from '@emlak/contracts';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EnumOption } from './data-table-types';

export type FilterValueInputProps = {
  type: FieldType;
  options?: readonly EnumOption[];
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
};

/** The value of a filter, with an input that fits the column's type. The value is kept as text. */
export const FilterValueInput = ({ type, options, value, onChange, error }: FilterValueInputProps) => {
  const { t } = useTranslation();
  const common = {
    label: t('table.value'),
    size: 'small' as const,
    fullWidth: true,
    value,
    error,
    helperText: error ? t('table.valueRequired') : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  if (type === 'boolean' || type === 'enum') {
    const choices =
      type === 'boolean'
        ? [
            { value: 'true', label: t('table.yes') },
            { value: 'false', label: t('table.no') },
          ]
        : (options ?? []).map((option) => ({ value: String(option.value), label: t(option.labelKey) }));
    return (
      <TextField {...common} select>
        {choices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (type === 'date')
    return <TextField {...common} type="date" slotProps={{ inputLabel: { shrink: true } }} />;
  if (type === 'number')
    return (
      <TextField {...common} type="number" slotProps={{ htmlInput: { step: 'any', inputMode: 'decimal' } }} />
    );
  return <TextField {...common} autoComplete="off" />;
};
