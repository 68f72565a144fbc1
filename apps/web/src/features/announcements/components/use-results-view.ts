import { useCallback, useState } from 'react';

export type ResultsView = 'table' | 'cards';

export const RESULTS_VIEW_STORAGE_KEY = 'announcements-view';

const readView = (): ResultsView => {
  try {
    return localStorage.getItem(RESULTS_VIEW_STORAGE_KEY) === 'cards' ? 'cards' : 'table';
  } catch {
    return 'table';
  }
};

/**
 * Table or cards, as the person last chose, kept across visits (localStorage). The table is the
 * default on a desktop: an agent compares many rows at once. A phone always shows cards.
 */
export const useResultsView = () => {
  const [view, setView] = useState<ResultsView>(readView);
  const choose = useCallback((next: ResultsView) => {
    setView(next);
    try {
      localStorage.setItem(RESULTS_VIEW_STORAGE_KEY, next);
    } catch {
      // Storage full or blocked: the choice still holds for this visit.
    }
  }, []);
  return { view, choose };
};
