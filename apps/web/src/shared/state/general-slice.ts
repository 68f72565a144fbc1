import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type Currency = 'AZN' | 'USD' | 'EUR';
export type SelectedLocation = { lat: number; lon: number; display_name: string };

/** The spec's general state (section 3): last status code, current module, map choice, currency. */
export type GeneralState = {
  statusCode: number;
  currentModule: string;
  selectedLocation: SelectedLocation | null;
  selectedCity: number | null;
  price: Currency;
};

export const CURRENCY_STORAGE_KEY = 'currency';
const storedCurrency = (): Currency => {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(CURRENCY_STORAGE_KEY);
  return value === 'USD' || value === 'EUR' ? value : 'AZN';
};

export const initialGeneralState = (): GeneralState => ({
  statusCode: 200,
  currentModule: 'dashboard',
  selectedLocation: null,
  selectedCity: null,
  price: storedCurrency(),
});

export const generalSlice = createSlice({
  name: 'general',
  initialState: initialGeneralState,
  reducers: {
    setStatusCode: (state, action: PayloadAction<number>) => {
      state.statusCode = action.payload;
    },
    setCurrentModule: (state, action: PayloadAction<string>) => {
      state.currentModule = action.payload;
    },
    setSelectedLocation: (state, action: PayloadAction<SelectedLocation | null>) => {
      state.selectedLocation = action.payload;
    },
    setSelectedCity: (state, action: PayloadAction<number | null>) => {
      state.selectedCity = action.payload;
    },
    setPrice: (state, action: PayloadAction<Currency>) => {
      state.price = action.payload;
    },
  },
});

export const { setStatusCode, setCurrentModule, setSelectedLocation, setSelectedCity, setPrice } =
  generalSlice.actions;
