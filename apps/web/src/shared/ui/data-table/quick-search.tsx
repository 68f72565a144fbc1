import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SEARCH_DEBOUNCE_MS = 300;

export type QuickSearchProps = {
  /** The search that applies now (from the table state). */
  value: string;
  onSearch: (value: string) => void;
};

/** A search box that applies what was typed once typing pauses for 300 ms. */
export const QuickSearch = ({ value, onSearch }: QuickSearchProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const [sent, setSent] = useState(value);
  // The table state changed: keep what is being typed, unless the change came from elsewhere
  // (filters cleared, a chip removed).
  if (value !== applied) {
    setApplied(value);
    if (value !== sent) {
      setSent(value);
      setText(value);
    }
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const search = next.trim();
      setSent(search);
      onSearch(search);
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <TextField
      size="small"
      type="search"
      value={text}
      onChange={(event) => change(event.target.value)}
      placeholder={t('table.searchPlaceholder')}
      sx={{ width: { xs: '100%', sm: 260 } }}
      slotProps={{
        htmlInput: { 'aria-label': t('table.search'), autoComplete: 'off' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t('table.clearSearch')}
                onClick={() => change('')}
              >
                <ClearRounded fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
};
