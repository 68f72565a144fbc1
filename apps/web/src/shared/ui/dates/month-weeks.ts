// Calendar arithmetic on local dates: a day is carried as its local midnight (shared/lib/calendar-day.ts),
// so adding days and months with the Date constructor's overflow is exact whatever the time zone.

/** The first day of a date's month. */
export const firstOfMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);

/** Whether two dates fall in the same month of the same year. */
export const sameMonth = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();

export const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The same day some months away, kept inside the target month (31 January + 1 month = 28 or 29 February). */
export const addMonths = (date: Date, months: number) => {
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(date.getDate(), lastDay));
};

/** The place of a day in a week that starts on Monday, as Baku's calendars do: 0 Monday … 6 Sunday. */
export const mondayIndex = (date: Date) => (date.getDay() + 6) % 7;

/**
 * The weeks a month's grid shows, Monday first: seven places each, the month's days in them and
 * null where a day of the month before or after would stand (left empty, so a mark is never read
 * as another month's).
 */
export const monthWeeks = (month: Date): (Date | null)[][] => {
  const first = firstOfMonth(month);
  const length = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  const places: (Date | null)[] = Array.from({ length: mondayIndex(first) }, () => null);
  for (let day = 1; day <= length; day += 1)
    places.push(new Date(first.getFullYear(), first.getMonth(), day));
  while (places.length % 7 !== 0) places.push(null);
  return Array.from({ length: places.length / 7 }, (_, week) => places.slice(week * 7, week * 7 + 7));
};
