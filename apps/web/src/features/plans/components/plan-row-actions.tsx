import type { Plan } from '@emlak/contracts';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '@/shared/ui/edit-delete-actions';

export type PlanRowActionsProps = {
  plan: Plan;
  onEdit: (plan: Plan) => void;
  onDelete: (plan: Plan) => void;
};

/** Edit and Delete for one plan; each button names its plan for screen readers. */
export const PlanRowActions = ({ plan, onEdit, onDelete }: PlanRowActionsProps) => {
  const { t } = useTranslation();
  const name = { name: plan.name };
  return (
    <EditDeleteActions
      editLabel={t('plans.edit', name)}
      deleteLabel={t('plans.delete', name)}
      onEdit={() => onEdit(plan)}
      onDelete={() => onDelete(plan)}
    />
  );
};
