import ClearRounded from '@mui/icons-material/ClearRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@/shared/ui/data-table/quick-search';

export type PhoneSearchProps = {
  /** The phone filter that applies now (from the table state). */
  value: string;
  onSearch: (value: string) => void;
};

/**
 * A second search box for phones: the server matches any written form ('050 123', '+99450123')
 * against all three phones of a contact, so what was typed is sent as is.
 */
export const PhoneSearch = ({ value, onSearch }: PhoneSearchProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // A filter chip removed or the filters cleared elsewhere: show what applies now.
  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // The timer calls the latest onSearch: it reads the filters as they are when it fires (the name
  // search may have changed them meanwhile), not as they were at the keystroke.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearchRef.current(next.trim()), SEARCH_DEBOUNCE_MS);
  };

  return (
    <TextField
      size="small"
      type="search"
      value={text}
      onChange={(event) => change(event.target.value)}
      placeholder={t('contacts.phoneSearchPlaceholder')}
      sx={{ width: { xs: '100%', sm: 220 } }}
      slotProps={{
        htmlInput: { 'aria-label': t('contacts.phoneSearch'), autoComplete: 'off', inputMode: 'tel' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <PhoneRounded fontSize="small" />
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
