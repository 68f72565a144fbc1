import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PALETTE, type PaletteName } from './palette-names';
import type { ThemeMode } from './palettes';
import type { SidebarWidth } from './sidebar-widths';
import { readThemeState } from './theme-storage';

export type { ThemeMode } from './palettes';
export type Direction = 'ltr' | 'rtl';
/** The spec's theme (section 3) plus the shell's sidebar choices (section 2 "Shell"). */
export type ThemeState = {
  mode: ThemeMode;
  palette: PaletteName;
  direction: Direction;
  sidebarWidth: SidebarWidth;
  sidebarOpen: boolean;
};

export const initialThemeState: ThemeState = {
  mode: 'light',
  palette: DEFAULT_PALETTE,
  direction: 'ltr',
  sidebarWidth: 'default',
  sidebarOpen: true,
};

/** The defaults overlaid with what the browser stored; read when a store is created. */
export const restoredThemeState = (): ThemeState => ({ ...initialThemeState, ...readThemeState() });

export const themeSlice = createSlice({
  name: 'theme',
  initialState: restoredThemeState,
  reducers: {
    setMode: (state, action: PayloadAction<ThemeMode>) => {
      state.mode = action.payload;
    },
    toggleMode: (state) => {
      state.mode = state.mode === 'light' ? 'dark' : 'light';
    },
    setPalette: (state, action: PayloadAction<PaletteName>) => {
      state.palette = action.payload;
    },
    setDirection: (state, action: PayloadAction<Direction>) => {
      state.direction = action.payload;
    },
    setSidebarWidth: (state, action: PayloadAction<SidebarWidth>) => {
      state.sidebarWidth = action.payload;
    },
    setSidebarOpen: (state, action: PayloadAction<boolean>) => {
      state.sidebarOpen = action.payload;
    },
    toggleSidebar: (state) => {
      state.sidebarOpen = !state.sidebarOpen;
    },
  },
});

export const {
  setMode,
  toggleMode,
  setPalette,
  setDirection,
  setSidebarWidth,
  setSidebarOpen,
  toggleSidebar,
} = themeSlice.actions;
