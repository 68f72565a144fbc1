import type { ListSort } from '@emlak/contracts';

/** The API accepts at most this many sort options. */
export const MAX_SORT_OPTIONS = 5;

/**
 * The sort after a click on a header: none → ascending → descending → none. A plain click sorts by
 * that column alone; a shift-click adds it to (or cycles it within) the current sort.
 */
export const nextSort = (current: readonly ListSort[], field: string, additive: boolean): ListSort[] => {
  const existing = current.find((sort) => sort.field === field);
  const cycled: ListSort | null = !existing
    ? { field, direction: 'asc' }
    : existing.direction === 'asc'
      ? { field, direction: 'desc' }
      : null;
  if (!additive) return cycled ? [cycled] : [];
  if (!existing) return [...current, { field, direction: 'asc' as const }].slice(0, MAX_SORT_OPTIONS);
  return cycled
    ? current.map((sort) => (sort.field === field ? cycled : sort))
    : current.filter((sort) => sort.field !== field);
};
