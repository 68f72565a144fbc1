import { foldText } from '@emlak/contracts';
import { Autocomplete, Box, TextField } from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** `aliases`: the place's names in the other languages, which the search box matches too. */
export type PlaceOption = { id: number; name: string; aliases?: readonly string[]; hint?: string };

export type PlaceAutocompleteProps = {
  label: string;
  options: readonly PlaceOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
  loading?: boolean;
  /** The line under the box (why it is disabled, or what is wrong). */
  helperText?: string;
  error?: boolean;
  required?: boolean;
  /** Forwarded to the input: a form focuses the field of its first error. */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  size?: 'small' | 'medium';
};

/**
 * A searchable list of places that forgives the keyboard as the server's search does: 'nerimanov'
 * finds "Nərimanov", 'sabuncu' "Sabunçu" (the contracts' foldText on both sides), and on the Russian
 * screen "Нариманов" as well (its aliases).
 */
export const PlaceAutocomplete = ({
  label,
  options,
  value,
  onChange,
  disabled,
  loading,
  helperText,
  error,
  required,
  inputRef,
  onBlur,
  size = 'small',
}: PlaceAutocompleteProps) => {
  const { t } = useTranslation();
  const selected = options.find((option) => option.id === value) ?? null;
  return (
    <Autocomplete
      size={size}
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option?.id ?? null)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterOptions={(list, { inputValue }) => {
        const term = foldText(inputValue.trim());
        if (!term) return [...list];
        return list.filter((option) =>
          [option.name, ...(option.aliases ?? [])].some((name) => foldText(name).includes(term)),
        );
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span>{option.name}</span>
          {option.hint && (
            <Box
              component="span"
              sx={{ ml: 'auto', pl: 1.5, color: 'text.secondary', typography: 'caption' }}
            >
              {option.hint}
            </Box>
          )}
        </li>
      )}
      disabled={disabled}
      loading={loading}
      loadingText={t('announcements.filters.loading')}
      noOptionsText={t('announcements.filters.noPlaces')}
      openText={t('announcements.filters.open')}
      closeText={t('announcements.filters.close')}
      clearText={t('announcements.filters.clear')}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={helperText}
          error={error}
          required={required}
          inputRef={inputRef}
          // A disabled box's hint says why it is disabled: it must stay readable (contrast).
          sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
        />
      )}
    />
  );
};
