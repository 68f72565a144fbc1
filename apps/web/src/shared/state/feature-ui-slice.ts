import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The spec's per-feature UI state: selected record, expanded, edit and form-loading flags. */
export const uiFeatures = [
  'organization',
  'menu',
  'role',
  'roleMenu',
  'contact',
  'users',
  'profile',
  'plan',
  'budgets',
  // Not in the spec's list; the cities screen edits reference data the same way.
  'city',
] as const;
export type UiFeature = (typeof uiFeatures)[number];
export type FeatureUiState = { selected: unknown; expanded: boolean; edit: boolean; formLoading: boolean };
export type FeatureUiMap = Record<UiFeature, FeatureUiState> & { budgetsSelectedOrganization: number | null };

const empty = (): FeatureUiState => ({ selected: null, expanded: false, edit: false, formLoading: false });

export const featureUiSlice = createSlice({
  name: 'featureUi',
  initialState: (): FeatureUiMap => ({
    ...(Object.fromEntries(uiFeatures.map((feature) => [feature, empty()])) as Record<
      UiFeature,
      FeatureUiState
    >),
    budgetsSelectedOrganization: null,
  }),
  reducers: {
    /** Opens the form: with a record to edit it, without one to create. */
    openForm: (state, action: PayloadAction<{ feature: UiFeature; selected?: unknown }>) => {
      const ui = state[action.payload.feature];
      ui.selected = action.payload.selected ?? null;
      ui.edit = action.payload.selected !== undefined;
      ui.expanded = true;
    },
    closeForm: (state, action: PayloadAction<{ feature: UiFeature }>) => {
      state[action.payload.feature] = empty();
    },
    setExpanded: (state, action: PayloadAction<{ feature: UiFeature; expanded: boolean }>) => {
      state[action.payload.feature].expanded = action.payload.expanded;
    },
    setFormLoading: (state, action: PayloadAction<{ feature: UiFeature; loading: boolean }>) => {
      state[action.payload.feature].formLoading = action.payload.loading;
    },
    setBudgetsOrganization: (state, action: PayloadAction<number | null>) => {
      state.budgetsSelectedOrganization = action.payload;
    },
  },
});

export const { openForm, closeForm, setExpanded, setFormLoading, setBudgetsOrganization } =
  featureUiSlice.actions;
