import type { Todo } from '@emlak/contracts';
import EventRounded from '@mui/icons-material/EventRounded';
import { Box, Checkbox, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/shared/api/http-client';
import { formatDate } from '@/shared/lib/format';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { EditDeleteActions } from '@/shared/ui/edit-delete-actions';
import { useUpdateTodo } from '../api/use-update-todo';
import { dateOfIsoDay } from '@/shared/lib/calendar-day';
import { isOverdue } from '../todo-order';

export type TodoItemProps = {
  todo: Todo;
  /** Today in Baku (YYYY-MM-DD): what is due before it and still open is overdue. */
  today: string;
  onEdit: (todo: Todo) => void;
  onDelete: (todo: Todo) => void;
};

/**
 * One to-do: a checkbox that ticks it off at once (the server is asked behind it), the title
 * (struck through when done), the due day in the language's format, red with "Overdue" when it
 * is past, the note under it, and edit and delete.
 */
export const TodoItem = ({ todo, today, onEdit, onDelete }: TodoItemProps) => {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const update = useUpdateTodo();
  const overdue = isOverdue(todo, today);
  const dueToday = !todo.done && todo.dueDate === today;

  // One change at a time per to-do: a second tick before the answer would name a stale version.
  const toggle = () => {
    if (update.isPending) return;
    update.mutate(
      {
        id: todo.id,
        input: {
          title: todo.title,
          dueDate: todo.dueDate,
          note: todo.note,
          done: !todo.done,
          version: todo.version,
        },
      },
      {
        onError: (error) =>
          dispatch(
            apiErrorOf(error).code === 'stale_version'
              ? notify({ message: t('dashboard.todos.changedElsewhere'), severity: 'warning' })
              : notify({ message: t('dashboard.todos.toggleFailed'), severity: 'error' }),
          ),
      },
    );
  };

  return (
    <Box
      component="li"
      data-todo-id={todo.id}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        py: 1,
        px: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Checkbox
        checked={todo.done}
        onChange={toggle}
        slotProps={{
          input: {
            'aria-label': t(todo.done ? 'dashboard.todos.markOpen' : 'dashboard.todos.markDone', {
              title: todo.title,
            }),
          },
        }}
        sx={{ mt: -0.5 }}
      />
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.25 }}>
        <Typography
          sx={{
            fontWeight: 500,
            overflowWrap: 'anywhere',
            ...(todo.done && { textDecoration: 'line-through', color: 'text.secondary' }),
          }}
        >
          {todo.title}
        </Typography>
        {(todo.dueDate || todo.note) && (
          <Stack
            direction="row"
            sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mt: 0.5 }}
          >
            {todo.dueDate && (
              <Stack
                direction="row"
                sx={{
                  alignItems: 'center',
                  gap: 0.5,
                  color: overdue ? 'error.main' : 'text.secondary',
                  fontWeight: overdue ? 600 : undefined,
                }}
              >
                <EventRounded sx={{ fontSize: 16 }} aria-hidden />
                <Typography variant="body2" sx={{ color: 'inherit', fontWeight: 'inherit' }}>
                  {t('dashboard.todos.due', { date: formatDate(dateOfIsoDay(todo.dueDate), i18n.language) })}
                </Typography>
              </Stack>
            )}
            {overdue && (
              <Chip
                size="small"
                color="error"
                label={t('dashboard.todos.overdue')}
                // Dark mode's lighter red under white text misses WCAG AA: the darker shade holds it.
                sx={(theme) => (theme.palette.mode === 'dark' ? { bgcolor: 'error.dark' } : {})}
              />
            )}
            {dueToday && (
              <Chip size="small" color="primary" variant="outlined" label={t('dashboard.todos.dueToday')} />
            )}
          </Stack>
        )}
        {todo.note && (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              mt: 0.5,
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {todo.note}
          </Typography>
        )}
      </Box>
      <Box sx={{ flexShrink: 0 }}>
        <EditDeleteActions
          editLabel={t('dashboard.todos.edit', { title: todo.title })}
          deleteLabel={t('dashboard.todos.delete', { title: todo.title })}
          onEdit={() => onEdit(todo)}
          onDelete={() => onDelete(todo)}
        />
      </Box>
    </Box>
  );
};
