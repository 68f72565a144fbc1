import type { Language } from '@emlak/contracts';
import { AZ_MONTHS, AZ_WEEKDAYS, dateTimeFormat, intlLocale } from '@/shared/lib/format';
import { mondayIndex } from './month-weeks';

// Browsers do not all ship Azerbaijani locale data (Debian's Chromium writes an az month as
// "2026 M11" and its weekdays in English), so az names come from CLDR's lists in shared/lib/format.ts;
// en and ru from Intl.

/** CLDR's abbreviated Azerbaijani weekdays, Monday first. */
const AZ_WEEKDAYS_SHORT = ['B.E.', 'Ç.A.', 'Ç.', 'C.A.', 'C.', 'Ş.', 'B.'];

/** Upper-cases the first letter by the language's rules: az "iyul" is "İyul", not "Iyul". */
const capitalized = (text: string, language: string) =>
  text.charAt(0).toLocaleUpperCase(language === 'az' ? 'az' : undefined) + text.slice(1);

/** A calendar's title: "Noyabr 2026" / "November 2026" / "Ноябрь 2026" (the month's own form, no "г."). */
export const monthTitle = (month: Date, language: Language | string) => {
  const name =
    language === 'az'
      ? (AZ_MONTHS[month.getMonth()] ?? '')
      : dateTimeFormat(intlLocale(language), { month: 'long' }).format(month);
  return `${capitalized(name, language)} ${month.getFullYear()}`;
};

/** The week's days, Monday first: the short name a column shows and the full one it is read as. */
export const weekdayNames = (language: Language | string) => {
  // 5 January 2026 is a Monday.
  const days = Array.from({ length: 7 }, (_, index) => new Date(2026, 0, 5 + index));
  if (language === 'az')
    return days.map((day) => ({
      short: AZ_WEEKDAYS_SHORT[mondayIndex(day)] ?? '',
      long: AZ_WEEKDAYS[day.getDay()] ?? '',
    }));
  const short = dateTimeFormat(intlLocale(language), { weekday: 'short' });
  const long = dateTimeFormat(intlLocale(language), { weekday: 'long' });
  return days.map((day) => ({ short: short.format(day), long: long.format(day) }));
};
