import { useMemo, useState } from 'react';
import type { FormUi, FormUiState } from '@/shared/ui/form-panel/form-ui';

const closed = { selected: null, expanded: false, edit: false, formLoading: false };

/**
 * A FormPanel's state (selected record, expanded, edit, loading) kept in the page rather than in
 * the Redux feature slice: the spec's list of features with form state has no announcements.
 */
export const useLocalFormUi = <Record>(): FormUi<Record> => {
  const [state, setState] = useState<FormUiState<Record>>(closed);
  return useMemo(
    () => ({
      ...state,
      openCreate: () => setState({ selected: null, expanded: true, edit: false, formLoading: false }),
      openEdit: (record: Record) =>
        setState({ selected: record, expanded: true, edit: true, formLoading: false }),
      close: () => setState(closed),
      setFormLoading: (formLoading: boolean) => setState((current) => ({ ...current, formLoading })),
    }),
    [state],
  );
};
