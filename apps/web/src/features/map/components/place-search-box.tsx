import type { GeoFeature } from '@emlak/contracts';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { Autocomplete, Box, CircularProgress, InputAdornment, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceSuggestions } from '../api/use-place-suggestions';

export type PlaceSearchBoxProps = {
  /** A suggestion was picked: fly there. */
  onPick: (place: GeoFeature) => void;
  /** Enter on the typed text with no suggestion highlighted: search it. */
  onSubmit: (term: string) => void;
  busy: boolean;
};

/**
 * The place search: the gazetteer's suggestions as the person types (debounced), a pick or Enter
 * flies to the place. The messages (no results, invalid term) are the screen's.
 */
export const PlaceSearchBox = ({ onPick, onSubmit, busy }: PlaceSearchBoxProps) => {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const suggestions = usePlaceSuggestions(input, open);
  const options = input.trim() ? (suggestions.data ?? []) : [];
  return (
    <Autocomplete<GeoFeature, false, false, true>
      freeSolo
      open={open && options.length > 0}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      // The server has already matched (folding letters, 'nerimanov' for 'Nərimanov'): keep all.
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.place_name)}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        setInput(value);
        if (reason === 'input') setOpen(true);
      }}
      onChange={(_event, value) => {
        setOpen(false);
        if (value === null) return;
        if (typeof value === 'string') onSubmit(value);
        else onPick(value);
      }}
      loading={suggestions.isFetching}
      loadingText={t('map.search.loading')}
      noOptionsText={t('map.search.noOptions')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {option.text}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t(`map.kinds.${option.kind}`)} · {option.place_name}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('map.search.label')}
          placeholder={t('map.search.placeholder')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  {busy ? <CircularProgress size={18} /> : <SearchRounded fontSize="small" />}
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, type: 'search', maxLength: 200 },
          }}
        />
      )}
      sx={{ flex: '1 1 260px', minWidth: 0 }}
    />
  );
};
