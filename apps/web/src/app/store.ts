import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '@/shared/auth/auth-slice';
import { lockSlice } from '@/features/lock/lock-slice';
import { featureUiSlice } from '@/shared/state/feature-ui-slice';
import { generalSlice } from '@/shared/state/general-slice';
import { notificationsSlice } from '@/shared/state/notifications-slice';
import { queryMeterSlice } from '@/shared/state/query-meter-slice';
import { tableSlice } from '@/shared/state/table-slice';
import { themeSlice } from '@/shared/theme/theme-slice';

export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  lock: lockSlice.reducer,
  theme: themeSlice.reducer,
  general: generalSlice.reducer,
  tables: tableSlice.reducer,
  notifications: notificationsSlice.reducer,
  featureUi: featureUiSlice.reducer,
  queryMeter: queryMeterSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export const createStore = (preloadedState?: Partial<RootState>) =>
  configureStore({ reducer: rootReducer, preloadedState });

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
