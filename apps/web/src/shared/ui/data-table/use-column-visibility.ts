import { useCallback, useState } from 'react';

const storageKey = (tableId: string) => `table-columns:${tableId}`;

const readHidden = (tableId: string): string[] | null => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(tableId)) ?? 'null');
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : null;
  } catch {
    return null;
  }
};

/** The hidden columns of a table, kept per table id in localStorage across visits. */
export const useColumnVisibility = (tableId: string, defaultHidden: readonly string[]) => {
  const [hidden, setHidden] = useState<string[]>(() => readHidden(tableId) ?? [...defaultHidden]);
  const toggle = useCallback(
    (field: string) =>
      setHidden((current) => {
        const next = current.includes(field) ? current.filter((item) => item !== field) : [...current, field];
        try {
          localStorage.setItem(storageKey(tableId), JSON.stringify(next));
        } catch {
          // Storage full or blocked: the choice still holds for this visit.
        }
        return next;
      }),
    [tableId],
  );
  return { hidden, toggle };
};
