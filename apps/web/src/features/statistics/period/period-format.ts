import type { Language } from '@emlak/contracts';
import { AZ_MONTHS, dateTimeFormat, intlLocale } from '@/shared/lib/format';

/**
 * Days, months and ranges of a statistics period as each language writes them: "1–30 noyabr
 * 2026", "3 November – 2 December 2026", "ноябрь 2026". Browsers do not all ship Azerbaijani
 * locale data (see shared/lib/format.ts), so az month names come from CLDR's az list (AZ_MONTHS there); en and
 * ru use Intl. Days are the API's YYYY-MM-DD strings, read as calendar days (no time zone shift).
 */
const AZ_MONTHS_SHORT = ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avq', 'sen', 'okt', 'noy', 'dek'];

type Day = { year: number; month: number; day: number };

const partsOf = (value: string): Day => {
  const [year = 0, month = 1, day = 1] = value.slice(0, 10).split('-').map(Number);
  return { year, month: month - 1, day };
};

const asUtc = ({ year, month, day }: Day) => new Date(Date.UTC(year, month, day));

/** The parts Intl writes for these options, without the "г." and the commas around them. */
const intlParts = (date: Date, language: string, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    dateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' })
      .formatToParts(date)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, part.value]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "3 noyabr" / "3 November" / "3 ноября" (the month as it goes with a day); short: "3 noy". */
const dayAndMonth = (value: Day, language: string, short = false) => {
  if (language === 'az') return `${value.day} ${(short ? AZ_MONTHS_SHORT : AZ_MONTHS)[value.month]}`;
  const parts = intlParts(asUtc(value), language, { day: 'numeric', month: short ? 'short' : 'long' });
  return `${parts.day} ${parts.month}`;
};

/** "3 noyabr 2026" / "3 November 2026" / "3 ноября 2026". */
export const formatDay = (day: string, language: Language | string) => {
  const value = partsOf(day);
  return `${dayAndMonth(value, language)} ${value.year}`;
};

/** "3 noy" / "3 Nov" / "3 нояб.": a chart's tick. */
export const formatShortDay = (day: string, language: Language | string) =>
  dayAndMonth(partsOf(day), language, true);

/** "Noyabr 2026" / "November 2026" / "Ноябрь 2026": a month on its own (a label starts upper-case). */
export const formatMonth = (day: string, language: Language | string) => {
  const value = partsOf(day);
  const name =
    language === 'az'
      ? AZ_MONTHS[value.month]!
      : (intlParts(asUtc(value), language, { month: 'long' }).month ?? '');
  return `${capitalized(name)} ${value.year}`;
};

/** "Noy" / "Nov" / "Нояб.": a month's tick on a chart of one year. */
export const formatShortMonth = (day: string, language: Language | string) => {
  const value = partsOf(day);
  const name =
    language === 'az'
      ? AZ_MONTHS_SHORT[value.month]!
      : (intlParts(asUtc(value), language, { month: 'short' }).month ?? '');
  return capitalized(name);
};

/**
 * The days of a period, inclusive, as briefly as reads well: "24 noyabr 2026" (one day),
 * "1–30 noyabr 2026" (one month), "3 noyabr – 2 dekabr 2026" (one year), otherwise both days in
 * full.
 */
export const formatDayRange = (from: string, to: string, language: Language | string) => {
  const start = partsOf(from);
  const end = partsOf(to);
  if (from === to) return formatDay(from, language);
  if (start.year === end.year && start.month === end.month) {
    const last = formatDay(to, language);
    return `${start.day}–${last}`;
  }
  if (start.year === end.year) return `${dayAndMonth(start, language)} – ${formatDay(to, language)}`;
  return `${formatDay(from, language)} – ${formatDay(to, language)}`;
};
