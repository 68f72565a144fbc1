import type { Todo } from '@emlak/contracts';
import { describe, expect, it } from 'vitest';
import { isOverdue, sortTodos } from './todo-order';

const todo = (id: number, extra: Partial<Todo>): Todo => ({
  id,
  title: `To-do ${id}`,
  dueDate: null,
  note: null,
  done: false,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  version: 1,
  ...extra,
});

describe('sortTodos', () => {
  it('orders as GET /todos does: open first, by due day with none last, then newest', () => {
    const list = [
      todo(1, { done: true, dueDate: '2026-01-01' }),
      todo(2, {}),
      todo(3, { dueDate: '2026-05-02' }),
      todo(4, { dueDate: '2026-05-01' }),
      todo(5, { createdAt: '2026-03-02T08:00:00.000Z' }),
      todo(6, { done: true }),
      todo(7, {}),
    ];
    expect(sortTodos(list).map((item) => item.id)).toEqual([4, 3, 5, 7, 2, 1, 6]);
  });
});

describe('isOverdue', () => {
  it('is an open to-do due before today', () => {
    expect(isOverdue(todo(1, { dueDate: '2026-03-07' }), '2026-03-08')).toBe(true);
    expect(isOverdue(todo(1, { dueDate: '2026-03-08' }), '2026-03-08')).toBe(false);
    expect(isOverdue(todo(1, { dueDate: '2026-03-07', done: true }), '2026-03-08')).toBe(false);
    expect(isOverdue(todo(1, {}), '2026-03-08')).toBe(false);
  });
});
