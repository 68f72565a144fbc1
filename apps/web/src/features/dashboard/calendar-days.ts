import type { StatisticsBucket, Todo } from '@emlak/contracts';
import { isoDayOf } from '@/shared/lib/calendar-day';

/** The first and last day of the month a Date falls in, as the series query takes them. */
export const monthRange = (date: Date): { from: string; to: string } => ({
  from: isoDayOf(new Date(date.getFullYear(), date.getMonth(), 1)),
  to: isoDayOf(new Date(date.getFullYear(), date.getMonth() + 1, 0)),
});

/** The days of a daily series with at least one sale, each with its figures. */
export const salesByDay = (buckets: readonly StatisticsBucket[] | undefined): Map<string, StatisticsBucket> =>
  new Map((buckets ?? []).filter((bucket) => bucket.soldCount > 0).map((bucket) => [bucket.from, bucket]));

/** The to-dos due on each day (done ones included, in the list's order). */
export const todosByDueDay = (todos: readonly Todo[] | undefined): Map<string, Todo[]> => {
  const days = new Map<string, Todo[]>();
  for (const todo of todos ?? []) {
    if (todo.dueDate === null) continue;
    const list = days.get(todo.dueDate);
    if (list) list.push(todo);
    else days.set(todo.dueDate, [todo]);
  }
  return days;
};

/** The days the calendar marks as having to-dos due: an open one at least (finished days are quiet). */
export const openDueDays = (byDay: Map<string, Todo[]>): Set<string> =>
  new Set([...byDay].filter(([, todos]) => todos.some((todo) => !todo.done)).map(([day]) => day));
