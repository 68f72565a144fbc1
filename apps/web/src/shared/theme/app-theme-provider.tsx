import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { createAppTheme } from './create-app-theme';
import { ltrCache, rtlCache } from './rtl-cache';
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

  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
};
