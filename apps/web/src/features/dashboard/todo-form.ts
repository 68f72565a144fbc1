import { createTodoSchema, type CreateTodoInput, type Todo } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { issueToken } from '@/shared/lib/form-errors';

/** What the to-do fields hold: the due day as YYYY-MM-DD, '' for none (or a day being typed). */
export type TodoFormValues = { title: string; dueDate: string; note: string };

/** The fields of both writes are the contracts' create schema; an update adds done and the version. */
// The form holds '' where the schema also takes null or nothing: its values are one of its inputs.
export const todoResolver = zodResolver(createTodoSchema, { error: issueToken }) as Resolver<
  TodoFormValues,
  unknown,
  CreateTodoInput
>;

export const emptyTodo: TodoFormValues = { title: '', dueDate: '', note: '' };

export const todoValuesOf = (todo: Todo): TodoFormValues => ({
  title: todo.title,
  dueDate: todo.dueDate ?? '',
  note: todo.note ?? '',
});

export const todoFields = Object.keys(emptyTodo) as (keyof TodoFormValues)[];
