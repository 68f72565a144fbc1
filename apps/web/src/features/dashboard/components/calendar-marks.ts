/** What the calendar's days are marked with (calendar-day.tsx draws them). */
export type CalendarMarks = {
  /** Days (YYYY-MM-DD) with at least one sale. */
  sales: ReadonlySet<string>;
  /** Days with an open to-do due. */
  todos: ReadonlySet<string>;
};

/** The mark colours, shared by the day cells and the legend. */
export const markColors = { sales: 'success.main', todos: 'warning.main' } as const;
