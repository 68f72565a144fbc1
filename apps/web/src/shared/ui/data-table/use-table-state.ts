import type { ListFilter, ListSort } from '@emlak/contracts';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import {
  selectTable,
  setFilters,
  setPage,
  setPageSize,
  setSortOptions,
  type TableState,
} from '@/shared/state/table-slice';

export type TableStateControls = {
  state: TableState;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setFilters: (filters: ListFilter[]) => void;
  setSortOptions: (sortOptions: ListSort[]) => void;
};

/** The Redux table state of one table id (page, pageSize, filters, sortOptions) and its setters. */
export const useTableState = (id: string): TableStateControls => {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => selectTable(root.tables, id));
  return {
    state,
    setPage: useCallback((page) => dispatch(setPage({ id, page })), [dispatch, id]),
    setPageSize: useCallback((pageSize) => dispatch(setPageSize({ id, pageSize })), [dispatch, id]),
    setFilters: useCallback((filters) => dispatch(setFilters({ id, filters })), [dispatch, id]),
    setSortOptions: useCallback(
      (sortOptions) => dispatch(setSortOptions({ id, sortOptions })),
      [dispatch, id],
    ),
  };
};
