import { createContext } from 'react';

/** What the calendar's days are marked with, given to each day cell by the month calendar. */
export type CalendarMarks = {
  /** Days (YYYY-MM-DD) with at least one sale. */
  sales: ReadonlySet<string>;
  /** Days with an open to-do due. */
  todos: ReadonlySet<string>;
  /** Today in Baku, the day the calendar rings. */
  today: string;
};

export const CalendarMarksContext = createContext<CalendarMarks>({
  sales: new Set(),
  todos: new Set(),
  today: '',
});

/** The mark colours, shared by the day cells and the legend. */
export const markColors = { sales: 'success.main', todos: 'warning.main' } as const;
