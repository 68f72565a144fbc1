/** The spec's per-feature form state (section 3): selected record, expanded, edit, form loading. */
export type FormUiState<Record> = {
  selected: Record | null;
  expanded: boolean;
  edit: boolean;
  formLoading: boolean;
};

export type FormUi<Record> = FormUiState<Record> & {
  openCreate: () => void;
  openEdit: (record: Record) => void;
  close: () => void;
  setFormLoading: (loading: boolean) => void;
};
