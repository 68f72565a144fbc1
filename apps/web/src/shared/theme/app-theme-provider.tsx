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
  const theme = useMemo(() => createAppTheme({ mode, palette, direction }), [mode, palette, direction]);

  useEffect(() => {
    document.dir = direction;
    document.documentElement.style.colorScheme = mode;
  }, [direction, mode]);

  useEffect(() => writeThemeState(state), [state]);

  // Right-to-left's cache loads when first chosen; until then the page keeps its current styles.
  const [, setRtlLoaded] = useState(false);
  useEffect(() => {
    if (direction === 'rtl' && !readyCache('rtl')) void loadRtlCache().then(() => setRtlLoaded(true));
  }, [direction]);
  const cache = readyCache(direction) ?? ltrCache;

  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
};
