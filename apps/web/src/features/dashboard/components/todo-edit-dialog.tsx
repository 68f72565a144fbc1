import type { CreateTodoInput, Todo } from '@emlak/contracts';
import EditRounded from '@mui/icons-material/EditRounded';
import { Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/shared/api/http-client';
import { SERVER_ERROR_TYPE } from '@/shared/lib/form-errors';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useUpdateTodo } from '../api/use-update-todo';
import { emptyTodo, todoFields, todoResolver, todoValuesOf, type TodoFormValues } from '../todo-form';
import { useTodoFields } from './todo-fields';

export type TodoEditDialogProps = {
  /** The to-do as the list holds it now (its latest version once read again). */
  todo: Todo | null;
  open: boolean;
  onClose: () => void;
};

/**
 * Edits a to-do's title, due day and note at the version read, its done state kept. A to-do
 * changed meanwhile elsewhere (409 stale_version) is said in the dialog, and the list is read again.
 */
export const TodoEditDialog = ({ todo, open, onClose }: TodoEditDialogProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const update = useUpdateTodo();
  const form = useForm<TodoFormValues, unknown, CreateTodoInput>({
    resolver: todoResolver,
    defaultValues: emptyTodo,
  });
  const fields = useTodoFields({ form, autoFocus: true });

  // Each opening starts from the to-do as listed. A newer version read meanwhile (after a 409)
  // leaves the fields as the user typed them: only the version saved against moves on.
  const latest = useRef(todo);
  useEffect(() => {
    latest.current = todo;
  });
  const { reset } = form;
  const todoId = todo?.id;
  useEffect(() => {
    if (open && latest.current) reset(todoValuesOf(latest.current));
  }, [open, todoId, reset]);

  /** False while the input is invalid or the server named a field: the dialog stays, the field says why. */
  const confirm = async () => {
    let saved = false;
    await form.handleSubmit(async (input) => {
      if (!todo) return;
      try {
        await update.mutateAsync({
          id: todo.id,
          input: { ...input, done: todo.done, version: todo.version },
        });
      } catch (error) {
        const { fieldErrors } = apiErrorOf(error);
        const named = todoFields.filter((field) => fieldErrors[field]?.[0]);
        if (named.length === 0) throw error;
        named.forEach((field) =>
          form.setError(field as Path<TodoFormValues>, {
            type: SERVER_ERROR_TYPE,
            message: fieldErrors[field]![0],
          }),
        );
        return;
      }
      dispatch(notify({ message: t('dashboard.todos.updated'), severity: 'success' }));
      saved = true;
    })();
    return saved;
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('dashboard.todos.editTitle')}
      icon={<EditRounded color="primary" aria-hidden />}
      message={t('dashboard.todos.editText')}
      confirmLabel={t('forms.save')}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Stack sx={{ gap: 0.5, pt: 1 }}>
        {fields.title}
        {fields.dueDate}
        {fields.note}
      </Stack>
    </ConfirmDialog>
  );
};
