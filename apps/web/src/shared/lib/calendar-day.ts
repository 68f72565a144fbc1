// Date pickers and calendars work with the device's Date objects (date-fns), the API with Baku
// days (YYYY-MM-DD). A day is carried as a local midnight, so its calendar fields are the Baku
// day's whatever the device's time zone.

const pad = (value: number) => String(value).padStart(2, '0');

/** The day a calendar Date stands for, as the API writes it. */
export const isoDayOf = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The calendar Date of an API day: its local midnight (an Invalid Date for a malformed day). */
export const dateOfIsoDay = (day: string): Date => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? NaN, (month ?? NaN) - 1, date ?? NaN);
};
