import { DEFAULT_PALETTE, isPaletteName } from './palette-names';
import type { ThemeMode } from './palettes';
import { isSidebarWidth } from './sidebar-widths';
import type { ThemeState } from './theme-slice';

/** Storage keys: the first two are the spec's (section 3); the sidebar keys are ours. */
export const THEME_STORAGE_KEY = 'current-theme';
export const DIRECTION_STORAGE_KEY = 'theme-direction';
export const SIDEBAR_WIDTH_STORAGE_KEY = 'sidebar-width';
export const SIDEBAR_OPEN_STORAGE_KEY = 'sidebar-open';

const DARK_SUFFIX = '_DARK';

/** 'ROYAL_BLUE' in light mode, 'ROYAL_BLUE_DARK' in dark mode. */
export const themeKey = (palette: ThemeState['palette'], mode: ThemeMode) =>
  mode === 'dark' ? `${palette}${DARK_SUFFIX}` : palette;

export const parseThemeKey = (value: string | null): Pick<ThemeState, 'palette' | 'mode'> | null => {
  if (!value) return null;
  const dark = value.endsWith(DARK_SUFFIX);
  const palette = dark ? value.slice(0, -DARK_SUFFIX.length) : value;
  return isPaletteName(palette) ? { palette, mode: dark ? 'dark' : 'light' } : null;
};

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): the defaults apply.
    return null;
  }
};

/** The persisted choices; anything missing or invalid falls back to the default. */
export const readThemeState = (): Partial<ThemeState> => {
  if (typeof localStorage === 'undefined') return {};
  const theme = parseThemeKey(read(THEME_STORAGE_KEY));
  const direction = read(DIRECTION_STORAGE_KEY);
  const sidebarWidth = read(SIDEBAR_WIDTH_STORAGE_KEY);
  const sidebarOpen = read(SIDEBAR_OPEN_STORAGE_KEY);
  return {
    ...(theme ?? { palette: DEFAULT_PALETTE }),
    ...(direction === 'ltr' || direction === 'rtl' ? { direction } : {}),
    ...(isSidebarWidth(sidebarWidth) ? { sidebarWidth } : {}),
    ...(sidebarOpen === 'true' || sidebarOpen === 'false' ? { sidebarOpen: sidebarOpen === 'true' } : {}),
  };
};

export const writeThemeState = (state: ThemeState) => {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, themeKey(state.palette, state.mode));
    localStorage.setItem(DIRECTION_STORAGE_KEY, state.direction);
    localStorage.setItem(SIDEBAR_WIDTH_STORAGE_KEY, state.sidebarWidth);
    localStorage.setItem(SIDEBAR_OPEN_STORAGE_KEY, String(state.sidebarOpen));
  } catch {
    // A full or blocked storage only loses the choice for the next visit.
  }
};
