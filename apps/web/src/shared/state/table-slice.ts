import { DEFAULT_PAGE_SIZE, type ListFilter, type ListSort } from '@emlak/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Per table id: page (default 0), pageSize (default 5), filters and sortOptions (spec section 3). */
export type TableState = { page: number; pageSize: number; filters: ListFilter[]; sortOptions: ListSort[] };
export type TablesState = Record<string, TableState>;

export const defaultTableState: TableState = {
  page: 0,
  pageSize: DEFAULT_PAGE_SIZE,
  filters: [],
  sortOptions: [],
};

const ensure = (state: TablesState, id: string): TableState => (state[id] ??= { ...defaultTableState });

export const tableSlice = createSlice({
  name: 'tables',
  initialState: {} as TablesState,
  reducers: {
    setPage: (state, action: PayloadAction<{ id: string; page: number }>) => {
      ensure(state, action.payload.id).page = Math.max(0, action.payload.page);
    },
    setPageSize: (state, action: PayloadAction<{ id: string; pageSize: number }>) => {
      const table = ensure(state, action.payload.id);
      table.pageSize = action.payload.pageSize;
      table.page = 0;
    },
    setFilters: (state, action: PayloadAction<{ id: string; filters: ListFilter[] }>) => {
      const table = ensure(state, action.payload.id);
      table.filters = action.payload.filters;
      table.page = 0;
    },
    setSortOptions: (state, action: PayloadAction<{ id: string; sortOptions: ListSort[] }>) => {
      ensure(state, action.payload.id).sortOptions = action.payload.sortOptions;
    },
    resetTable: (state, action: PayloadAction<{ id: string }>) => {
      state[action.payload.id] = { ...defaultTableState };
    },
  },
});

export const { setPage, setPageSize, setFilters, setSortOptions, resetTable } = tableSlice.actions;
export const selectTable = (tables: TablesState, id: string): TableState => tables[id] ?? defaultTableState;
