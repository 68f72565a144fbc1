/**
 * Business dates are Asia/Baku calendar days (docs/domain.md "Localization and time"). The
 * offset is read from the time-zone database rather than written down, so a change of the
 * country's rules (or a date from before 2016, when Azerbaijan still kept summer time) follows
 * the platform's tzdata.
 */
const DAY_MS = 86_400_000;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Baku',
  hourCycle: 'h23',
  era: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** A UTC instant at the given calendar fields; setUTCFullYear keeps years below 100 as written. */
const utcInstant = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) => {
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  instant.setUTCHours(hour, minute, second, 0);
  return instant.getTime();
};

/** How far Baku's clock is ahead of UTC at a moment, in milliseconds, read from the tz database. */
const readOffset = (epochMs: number): number => {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(epochMs)).map((part) => [part.type, part.value]),
  );
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  const shown = utcInstant(
    year,
    Number(parts.month),
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return shown - (epochMs - (((epochMs % 1000) + 1000) % 1000));
};

/**
 * Offsets already read, by quarter hour of UTC. Reading one formats a date through Intl (6 µs on
 * an idle machine, several times that under load; once per sale and per date filter), and almost
 * every call asks about the same few moments: now, and the days a filter names. A quarter hour is
 * kept only when its first and last second have the same offset; a moment in a quarter hour where
 * the rules change is read itself (such as 1924-05-01T20:40:36Z, when Baku left its local mean
 * time). Changes are months apart, never two inside one quarter hour.
 */
const QUARTER_HOUR_MS = 900_000;
const KNOWN_OFFSETS_LIMIT = 4_096;
/** The latest moment a Date can hold (ECMAScript's time range). */
const MAX_TIME_MS = 8.64e15;
const knownOffsets = new Map<number, number>();

const offsetAt = (epochMs: number): number => {
  const quarter = Math.floor(epochMs / QUARTER_HOUR_MS);
  const known = knownOffsets.get(quarter);
  if (known !== undefined) return known;
  const start = quarter * QUARTER_HOUR_MS;
  const last = start + QUARTER_HOUR_MS - 1_000;
  // The last quarter hour a Date can hold ends past it: read such a moment itself.
  if (last > MAX_TIME_MS) return readOffset(epochMs);
  const first = readOffset(start);
  if (first !== readOffset(last)) return readOffset(epochMs);
  // Bounded: filters may name any day of ten thousand years.
  if (knownOffsets.size >= KNOWN_OFFSETS_LIMIT) knownOffsets.clear();
  knownOffsets.set(quarter, first);
  return first;
};

/** The Baku calendar day of a moment, as a count of days since 1970-01-01. */
const dayNumber = (moment: Date) => Math.floor((moment.getTime() + offsetAt(moment.getTime())) / DAY_MS);

/** The Baku calendar date (YYYY-MM-DD) of a moment, shifted by whole calendar days. */
export const bakuDate = (moment: Date, addDays = 0): string =>
  new Date((dayNumber(moment) + addDays) * DAY_MS).toISOString().slice(0, 10);

/**
 * The moment a Baku calendar day (YYYY-MM-DD) begins, shifted by whole calendar days: `addDays`
 * 1 is where the day ends, which an inclusive "to" date needs.
 */
export const bakuDayStart = (date: string, addDays = 0): Date => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnight = utcInstant(year, month, day + addDays);
  // The offset at UTC midnight is a first guess; the second reading is the one at the answer.
  const guess = midnight - offsetAt(midnight);
  return new Date(midnight - offsetAt(guess));
};

/** Whole Baku calendar days from one moment's day to another's; negative when `to` is earlier. */
export const bakuDaysBetween = (from: Date, to: Date): number => dayNumber(to) - dayNumber(from);
