import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { RowActionButton } from './row-action-button';
import { RowActions } from './row-actions';

export type EditDeleteActionsProps = {
  /** The translated labels, each naming the row ('Edit Bakı') for screen readers. */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** The usual pair of a reference-data row: Edit, and Delete in red. */
export const EditDeleteActions = ({ editLabel, deleteLabel, onEdit, onDelete }: EditDeleteActionsProps) => (
  <RowActions>
    <RowActionButton label={editLabel} onClick={onEdit}>
      <EditOutlined fontSize="small" />
    </RowActionButton>
    <RowActionButton label={deleteLabel} color="error" onClick={onDelete}>
      <DeleteOutlineRounded fontSize="small" />
    </RowActionButton>
  </RowActions>
);
