import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PALETTE, type PaletteName } from './palette-names';

export type ThemeMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export type ThemeState = { mode: ThemeMode; palette: PaletteName; direction: Direction };

export const initialThemeState: ThemeState = { mode: 'light', palette: DEFAULT_PALETTE, direction: 'ltr' };

export const themeSlice = createSlice({
  name: 'theme',
  initialState: initialThemeState,
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
  },
});

export const { setMode, toggleMode, setPalette, setDirection } = themeSlice.actions;
