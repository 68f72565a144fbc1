import { z } from 'zod';
import { text } from './primitives';
import { versionSchema } from './reference';
import { dayInputSchema } from './statistics';

export const TODO_TITLE_MAX = 200;
export const TODO_NOTE_MAX = 2_000;
/** A user keeps at most this many to-dos (done ones included): GET /todos answers them all. */
export const TODO_LIMIT = 500;

/** A to-do of the dashboard: strictly the caller's own. `dueDate` is a Baku calendar day. */
export const todoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  dueDate: z.string().nullable(),
  note: z.string().nullable(),
  done: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Todo = z.infer<typeof todoSchema>;

const todoFields = {
  title: text().trim().min(1).max(TODO_TITLE_MAX),
  /** Null or '' clears it. */
  dueDate: dayInputSchema.or(z.literal('')).nullable().optional(),
  note: text({ multiline: true }).trim().max(TODO_NOTE_MAX).nullable().optional(),
};

export const createTodoSchema = z.strictObject(todoFields);
export type CreateTodoInput = z.infer<typeof createTodoSchema>;

/** A full replacement at the version the client read (a stale one is a 409). */
export const updateTodoSchema = z.strictObject({
  ...todoFields,
  done: z.boolean(),
  version: versionSchema,
});
export type UpdateTodoInput = z.infer<typeof updateTodoSchema>;
