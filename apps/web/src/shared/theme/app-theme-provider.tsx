import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { createAppTheme } from './create-app-theme';
import { loadRtlCache, ltrCache, readyCache } from './emotion-cache';
import type { ThemeState } from './theme-slice';
import { writeThemeState } from './theme-storage';

export type AppThemeProviderProps = { children: ReactNode };

// shared/ cannot import the app's typed hooks; this selector only needs the theme slice.
const selectTheme = (state: { theme: ThemeState }) => state.theme;

/** The MUI theme of the chosen palette, mode and direction; keeps the page and storage in step. */
export const AppThemeProvider = ({ children }: AppThemeProviderProps) => {
  const state = useSelector(selectTheme);
  const { mode, palette, direction } = state;
  // Right-to-left's styles load when first chosen; until they are in, the page stays left-to-right
  // as a whole (theme, cache and document), never half mirrored.
  const [, setRtlLoaded] = useState(false);
  useEffect(() => {
    if (direction === 'rtl' && !readyCache('rtl')) void loadRtlCache().then(() => setRtlLoaded(true));
  }, [direction]);
  const cache = readyCache(direction);
  const shown = cache ? direction : 'ltr';
  const theme = useMemo(() => createAppTheme({ mode, palette, direction: shown }), [mode, palette, shown]);

  useEffect(() => {
    document.dir = shown;
    document.documentElement.style.colorScheme = mode;
  }, [shown, mode]);

  useEffect(() => writeThemeState(state), [state]);

  return (
    <CacheProvider value={cache ?? ltrCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
};
