import ClearRounded from '@mui/icons-material/ClearRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const SEARCH_DEBOUNCE_MS = 300;

export type QuickSearchProps = {
  /** The search that applies now (from the table state). */
  value: string;
  onSearch: (value: string) => void;
  /** Accessible name and placeholder; the table's search texts by default. */
  label?: string;
  placeholder?: string;
  icon?: ReactNode;
  width?: number;
  inputMode?: 'text' | 'tel' | 'numeric';
};

/** A search box that applies what was typed once typing pauses for 300 ms. */
export const QuickSearch = ({
  value,
  onSearch,
  label,
  placeholder,
  icon = <SearchRounded fontSize="small" />,
  width = 260,
  inputMode = 'text',
}: QuickSearchProps) => {
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
  // The timer calls the latest onSearch: it must read the filters as they are when it fires
  // (another search box may have changed them meanwhile), not as they were at the keystroke.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const search = next.trim();
      setSent(search);
      onSearchRef.current(search);
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <TextField
      size="small"
      type="search"
      value={text}
      onChange={(event) => change(event.target.value)}
      placeholder={placeholder ?? t('table.searchPlaceholder')}
      sx={{
        width: { xs: '100%', sm: width },
        // type="search" keeps the searchbox role and the phone keyboard's search key, but Chromium
        // adds its own clear button next to ours: one is enough.
        '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' },
      }}
      slotProps={{
        htmlInput: { 'aria-label': label ?? t('table.search'), autoComplete: 'off', inputMode },
        input: {
          startAdornment: <InputAdornment position="start">{icon}</InputAdornment>,
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
