import type { Todo } from '@emlak/contracts';
import { describe, expect, it } from 'vitest';
import { dateOfIsoDay, isoDayOf } from '@/shared/lib/calendar-day';
import { monthRange, openDueDays, todosByDueDay } from './calendar-days';
import { firstNameOf, partOfDay } from './greeting';

describe('calendar days', () => {
  it('carries a day as its local midnight and back', () => {
    expect(isoDayOf(dateOfIsoDay('2026-02-28'))).toBe('2026-02-28');
    expect(dateOfIsoDay('2026-03-08').getHours()).toBe(0);
  });

  it('gives a month’s first and last day, leap years included', () => {
    expect(monthRange(new Date(2028, 1, 17))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange(new Date(2026, 11, 31))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('marks the days with an open to-do due, not those whose to-dos are all done', () => {
    const base = { title: 't', note: null, createdAt: '', updatedAt: '', version: 1 };
    const todos: Todo[] = [
      { ...base, id: 1, dueDate: '2026-03-08', done: true },
      { ...base, id: 2, dueDate: '2026-03-09', done: true },
      { ...base, id: 3, dueDate: '2026-03-09', done: false },
      { ...base, id: 4, dueDate: null, done: false },
    ];
    const byDay = todosByDueDay(todos);
    expect([...byDay.keys()]).toEqual(['2026-03-08', '2026-03-09']);
    expect([...openDueDays(byDay)]).toEqual(['2026-03-09']);
  });
});

describe('greeting', () => {
  it('greets by Baku’s clock (UTC+4)', () => {
    expect(partOfDay(new Date('2026-03-08T01:30:00Z'))).toBe('morning');
    expect(partOfDay(new Date('2026-03-08T08:00:00Z'))).toBe('afternoon');
    expect(partOfDay(new Date('2026-03-08T14:00:00Z'))).toBe('evening');
    expect(partOfDay(new Date('2026-03-08T00:30:00Z'))).toBe('evening');
  });

  it('greets by the first name, never by an e-mail', () => {
    expect(firstNameOf(' Aysel  Məmmədova ')).toBe('Aysel');
    expect(firstNameOf('agent@demo.az')).toBeNull();
    expect(firstNameOf(undefined)).toBeNull();
  });
});
