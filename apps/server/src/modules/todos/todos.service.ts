import { TODO_LIMIT, type CreateTodoInput, type Todo, type UpdateTodoInput } from '@emlak/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import { todosRepository as repository, type TodoRow, type TodoValues } from './todos.repository';

const toTodo = (row: TodoRow): Todo => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The stored form: an empty due day or note is none. */
const valuesOf = (input: CreateTodoInput): Omit<TodoValues, 'done'> => ({
  title: input.title,
  dueDate: input.dueDate || null,
  note: input.note || null,
});

const sameValues = (row: TodoRow, values: TodoValues) =>
  (Object.keys(values) as (keyof TodoValues)[]).every((field) => values[field] === row[field]);

/**
 * The dashboard's to-dos: strictly the caller's own, whatever the role (another user's id is a
 * 404, also for an Admin or a SuperAdmin). Personal notes, so no audit entries (docs/decisions.md).
 */
export const createTodosService = (db: Db) => ({
  list: async (actor: Actor): Promise<Todo[]> => (await repository.list(db, actor.userId)).map(toTodo),

  /** At most TODO_LIMIT per user, counted under the user's lock so two tabs cannot pass it. */
  create: (actor: Actor, input: CreateTodoInput): Promise<Todo> =>
    db.transaction(async (tx) => {
      await repository.lockUser(tx, actor.userId);
      if ((await repository.count(tx, actor.userId)) >= TODO_LIMIT) {
        throw new AppError('conflict', {
          message: { key: 'validation.todoLimit', params: { max: TODO_LIMIT } },
        });
      }
      return toTodo(await repository.insert(tx, actor.userId, valuesOf(input)));
    }),

  /** A full replacement at the version the client read; a stale version is a 409 stale_version. */
  update: (actor: Actor, id: number, input: UpdateTodoInput): Promise<Todo> =>
    db.transaction(async (tx) => {
      const before = await repository.findForUpdate(tx, actor.userId, id);
      if (!before) throw notFound();
      if (before.version !== input.version) throw new AppError('stale_version');
      const values: TodoValues = { ...valuesOf(input), done: input.done };
      // An edit that changes nothing keeps the version, as elsewhere (contacts, users).
      if (sameValues(before, values)) return toTodo(before);
      const after = await repository.update(tx, actor.userId, id, input.version, values);
      if (!after) throw new AppError('stale_version');
      return toTodo(after);
    }),

  delete: async (actor: Actor, id: number): Promise<void> => {
    if (!(await repository.delete(db, actor.userId, id))) throw notFound();
  },
});

export type TodosService = ReturnType<typeof createTodosService>;
