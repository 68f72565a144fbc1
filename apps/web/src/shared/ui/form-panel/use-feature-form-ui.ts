import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { closeForm, openForm, setFormLoading, type UiFeature } from '@/shared/state/feature-ui-slice';
import type { FormUi } from './form-ui';

/** The form state of a feature kept in the Redux feature UI slice (spec section 3). */
export const useFeatureFormUi = <Record>(feature: UiFeature): FormUi<Record> => {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.featureUi[feature]);
  return useMemo(
    () => ({
      selected: state.selected as Record | null,
      expanded: state.expanded,
      edit: state.edit,
      formLoading: state.formLoading,
      openCreate: () => dispatch(openForm({ feature })),
      openEdit: (record: Record) => dispatch(openForm({ feature, selected: record })),
      close: () => dispatch(closeForm({ feature })),
      setFormLoading: (loading: boolean) => dispatch(setFormLoading({ feature, loading })),
    }),
    [state, dispatch, feature],
  );
};
