import type { CreateTodoInput } from '@emlak/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, isNetworkError } from '@/shared/api/http-client';
import { SERVER_ERROR_TYPE } from '@/shared/lib/form-errors';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { useCreateTodo } from '../api/use-create-todo';
import { emptyTodo, todoFields, todoResolver, type TodoFormValues } from '../todo-form';
import { useTodoFields } from './todo-fields';

/**
 * Adds a to-do: a title, and optionally a due day and a note, checked with the contracts' schema
 * before sending; the server's refusals go under their fields (or above the button: the limit).
 */
export const TodoAddForm = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const create = useCreateTodo();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<TodoFormValues, unknown, CreateTodoInput>({
    resolver: todoResolver,
    defaultValues: emptyTodo,
  });
  const fields = useTodoFields({ form });

  const submit = form.handleSubmit(async (input) => {
    setAlert(null);
    try {
      await create.mutateAsync(input);
    } catch (error) {
      const { message, fieldErrors } = apiErrorOf(error);
      const named = todoFields.filter((field) => fieldErrors[field]?.[0]);
      named.forEach((field, index) =>
        form.setError(
          field as Path<TodoFormValues>,
          { type: SERVER_ERROR_TYPE, message: fieldErrors[field]![0] },
          { shouldFocus: index === 0 },
        ),
      );
      if (named.length === 0)
        setAlert(isNetworkError(error) ? t('http.networkError') : (message ?? t('forms.saveFailed')));
      return;
    }
    dispatch(notify({ message: t('dashboard.todos.added'), severity: 'success' }));
    form.reset(emptyTodo);
    form.setFocus('title');
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('dashboard.todos.newTodo')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 200px' },
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {fields.title}
      {fields.dueDate}
      {fields.note}
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          fullWidth
          startIcon={<AddRounded />}
          loading={form.formState.isSubmitting}
          loadingPosition="start"
          sx={{ minHeight: 56 }}
        >
          {t('dashboard.todos.add')}
        </Button>
      </Box>
      {alert && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1', mt: 1 }}>
          {alert}
        </Alert>
      )}
    </Box>
  );
};
