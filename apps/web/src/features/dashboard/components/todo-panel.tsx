import type { Todo } from '@emlak/contracts';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { Box, Button, Divider, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { StateMessage } from '@/shared/ui/state-message';
import { useDeleteConfirmation } from '@/shared/ui/use-delete-confirmation';
import { useDeleteTodo } from '../api/use-delete-todo';
import type { useTodos } from '../api/use-todos';
import { DashboardCard } from './dashboard-card';
import { TodoAddForm } from './todo-add-form';
import { TodoEditDialog } from './todo-edit-dialog';
import { TodoItem } from './todo-item';

export type TodoPanelProps = {
  todos: ReturnType<typeof useTodos>;
  today: string;
};

const TodoSkeletons = () => (
  <Stack aria-busy="true" sx={{ gap: 1.5 }}>
    {[0, 1, 2].map((row) => (
      <Stack key={row} direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
        <Skeleton variant="rounded" width={22} height={22} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width={`${70 - row * 15}%`} />
          <Skeleton variant="text" width="30%" />
        </Box>
      </Stack>
    ))}
  </Stack>
);

/**
 * The to-do list of the dashboard: the add form, then the to-dos (open first, by due day, done
 * ones struck through after them) with their edit dialog and delete confirmation.
 */
export const TodoPanel = ({ todos, today }: TodoPanelProps) => {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const remove = useDeleteTodo();
  const removal = useDeleteConfirmation<Todo>();
  const editing = useDeleteConfirmation<Todo>();
  const list = todos.data ?? [];
  const done = list.filter((todo) => todo.done).length;
  const count = (value: number) => formatNumber(value, i18n.language);
  // The dialog edits the to-do as the list holds it now: after a 409 the list is read again.
  const edited = editing.target && (list.find((todo) => todo.id === editing.target!.id) ?? editing.target);

  let body;
  if (todos.isPending) body = <TodoSkeletons />;
  else if (todos.isError)
    body = (
      <StateMessage
        tone="error"
        icon={<ErrorOutlineRounded />}
        title={t('dashboard.todos.loadError')}
        hint={t('dashboard.todos.loadErrorHint')}
        action={
          <Button variant="outlined" onClick={() => void todos.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (list.length === 0)
    body = (
      <StateMessage
        tone="neutral"
        icon={<ChecklistRounded />}
        title={t('dashboard.todos.emptyTitle')}
        hint={t('dashboard.todos.emptyHint')}
      />
    );
  else
    body = (
      <Box component="ul" aria-label={t('dashboard.todos.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.map((todo) => (
          <TodoItem key={todo.id} todo={todo} today={today} onEdit={editing.ask} onDelete={removal.ask} />
        ))}
      </Box>
    );

  return (
    <DashboardCard
      title={t('dashboard.todos.title')}
      aside={
        todos.data && list.length > 0
          ? t('dashboard.todos.summary', { open: count(list.length - done), done: count(done) })
          : undefined
      }
    >
      <TodoAddForm />
      <Divider />
      {body}
      <TodoEditDialog todo={edited} open={editing.open} onClose={editing.close} />
      <ConfirmDialog
        open={removal.open}
        danger
        title={t('dashboard.todos.deleteTitle')}
        message={t('dashboard.todos.deleteText', { title: removal.target?.title ?? '' })}
        onConfirm={async () => {
          if (!removal.target) return;
          await remove.mutateAsync(removal.target.id);
          dispatch(notify({ message: t('dashboard.todos.deleted'), severity: 'success' }));
        }}
        onClose={removal.close}
      />
    </DashboardCard>
  );
};
