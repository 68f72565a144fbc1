import type { Todo } from '@emlak/contracts';

/**
 * The order GET /todos answers in, for a list changed on the client before the server answers:
 * open ones first, then by due day (none last), then newest.
 */
export const compareTodos = (a: Todo, b: Todo): number => {
  if (a.done !== b.done) return a.done ? 1 : -1;
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return b.id - a.id;
};

export const sortTodos = (todos: readonly Todo[]): Todo[] => [...todos].sort(compareTodos);

/** Due before today (a Baku day, YYYY-MM-DD) and still open. */
export const isOverdue = (todo: Todo, today: string): boolean =>
  !todo.done && todo.dueDate !== null && todo.dueDate < today;
