import { budgetListQuerySchema, type BudgetListQuery } from '@emlak/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type BudgetsView = 'list' | 'analytics';
export type BudgetFilter = 'organizationId' | 'year' | 'status';

export type BudgetSearch = {
  view: BudgetsView;
  /** The filters as the API takes them (strings, as in the address). */
  query: BudgetListQuery;
};

const FILTERS: readonly BudgetFilter[] = ['organizationId', 'year', 'status'];

/**
 * The screen's view and filters from the address (`?view=analytics&year=2026&status=2`), so a link
 * or a reload keeps them. Each value is checked with the contracts' own query schema: one the
 * server would refuse (a year 12345, a status 9) is left out rather than sent.
 */
export const readBudgetSearch = (params: URLSearchParams): BudgetSearch => {
  const query: BudgetListQuery = {};
  for (const name of FILTERS) {
    const value = params.get(name);
    if (value !== null && budgetListQuerySchema.shape[name].safeParse(value).success) query[name] = value;
  }
  return { view: params.get('view') === 'analytics' ? 'analytics' : 'list', query };
};

/** The screen's search state and its setters; every change replaces the history entry. */
export const useBudgetSearch = () => {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readBudgetSearch(params), [params]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setFilter = useCallback(
    (name: BudgetFilter, value: number | undefined) =>
      update((next) => (value === undefined ? next.delete(name) : next.set(name, String(value)))),
    [update],
  );
  const setView = useCallback(
    (view: BudgetsView) => update((next) => (view === 'list' ? next.delete('view') : next.set('view', view))),
    [update],
  );
  const clearFilters = useCallback(
    () => update((next) => FILTERS.forEach((name) => next.delete(name))),
    [update],
  );
  return { ...search, setFilter, setView, clearFilters };
};
