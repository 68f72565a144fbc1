import { TODO_LIMIT } from '@emlak/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { todos } from '../../db/schema';

const todoColumns = {
  id: todos.id,
  title: todos.title,
  dueDate: todos.dueDate,
  note: todos.note,
  done: todos.done,
  createdAt: todos.createdAt,
  updatedAt: todos.updatedAt,
  version: todos.version,
};
export type TodoRow = {
  id: number;
  title: string;
  /** A Baku calendar day, YYYY-MM-DD. */
  dueDate: string | null;
  note: string | null;
  done: boolean;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};
export type TodoValues = Pick<TodoRow, 'title' | 'dueDate' | 'note' | 'done'>;

/** Namespace of the advisory locks that make one user's to-do inserts take turns (the limit). */
const TODOS_LOCK = 7_404;

/** Every read and write names the user: a to-do is its owner's alone (another's id is not found). */
const mine = (userId: number, id: number) => and(eq(todos.id, id), eq(todos.userId, userId));

export const todosRepository = {
  /**
   * The user's to-dos as the dashboard lists them: open ones first, then by due day (none last),
   * then newest. The limit keeps every one of them (TODO_LIMIT is also the most a user may keep).
   */
  list: (db: Executor, userId: number): Promise<TodoRow[]> =>
    db
      .select(todoColumns)
      .from(todos)
      .where(eq(todos.userId, userId))
      .orderBy(asc(todos.done), sql`${todos.dueDate} asc nulls last`, desc(todos.createdAt), desc(todos.id))
      .limit(TODO_LIMIT),

  /** Until the transaction ends, no other request adds a to-do for this user. */
  lockUser: async (db: Executor, userId: number) => {
    await db.execute(sql`select pg_advisory_xact_lock(${TODOS_LOCK}, ${userId})`);
  },

  count: (db: Executor, userId: number) => db.$count(todos, eq(todos.userId, userId)),

  insert: async (db: Executor, userId: number, values: Omit<TodoValues, 'done'>): Promise<TodoRow> => {
    const [row] = await db
      .insert(todos)
      .values({ userId, ...values })
      .returning(todoColumns);
    return row!;
  },

  findForUpdate: async (db: Executor, userId: number, id: number): Promise<TodoRow | undefined> => {
    const [row] = await db.select(todoColumns).from(todos).where(mine(userId, id)).for('update');
    return row;
  },

  /** Null when the row is no longer at `version`: it was changed first in another tab. */
  update: async (
    db: Executor,
    userId: number,
    id: number,
    version: number,
    values: TodoValues,
  ): Promise<TodoRow | null> => {
    const [row] = await db
      .update(todos)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${todos.version} + 1` })
      .where(and(mine(userId, id), eq(todos.version, version)))
      .returning(todoColumns);
    return row ?? null;
  },

  /** Whether the user had such a to-do to delete. */
  delete: async (db: Executor, userId: number, id: number) => {
    const rows = await db.delete(todos).where(mine(userId, id)).returning({ id: todos.id });
    return rows.length > 0;
  },
};
