import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/shared/ui/form-panel/form-text-field';
import type { TodoFormValues } from '../todo-form';
import { DueDateField } from './due-date-field';

export type TodoFieldsProps = {
  form: UseFormReturn<TodoFormValues, unknown, unknown>;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** A to-do's title, due day and note: the same three fields to add one and to edit one. */
export const useTodoFields = ({ form, disabled, autoFocus }: TodoFieldsProps) => {
  const { t } = useTranslation();
  const label = (field: keyof TodoFormValues) => t(`dashboard.todos.fields.${field}`);
  return {
    title: (
      <FormTextField
        form={form}
        name="title"
        label={label('title')}
        placeholder={t('dashboard.todos.titlePlaceholder')}
        required
        disabled={disabled}
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
    ),
    dueDate: <DueDateField form={form} label={label('dueDate')} disabled={disabled} />,
    note: (
      <FormTextField
        form={form}
        name="note"
        label={label('note')}
        multiline
        minRows={1}
        maxRows={4}
        disabled={disabled}
      />
    ),
  };
};
