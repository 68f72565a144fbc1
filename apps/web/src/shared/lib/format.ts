import type { Language } from '@emlak/contracts';

/**
 * Dates and numbers in the user's language. Browsers do not all ship Azerbaijani locale data
 * (Debian's Chromium formats 'az' as "M11 22, Sun" and "1,234.5"), so az is formatted here from
 * CLDR's az rules: day month, weekday; "." groups thousands and "," marks decimals.
 */
const AZ_MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avqust',
  'sentyabr',
  'oktyabr',
  'noyabr',
  'dekabr',
];
const AZ_WEEKDAYS = ['bazar', 'bazar ertəsi', 'çərşənbə axşamı', 'çərşənbə', 'cümə axşamı', 'cümə', 'şənbə'];

const intlLocale = (language: string) => (language === 'ru' ? 'ru-RU' : 'en-GB');

export const formatNumber = (
  value: number,
  language: Language | string,
  options: Intl.NumberFormatOptions = {},
) => {
  if (language !== 'az') return new Intl.NumberFormat(intlLocale(language), options).format(value);
  return new Intl.NumberFormat('en-US', options)
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? '.' : part.type === 'decimal' ? ',' : part.value))
    .join('');
};

/** Money with two decimals and the currency code after the amount: "1.234,50 AZN". */
export const formatMoney = (value: number, currency: string, language: Language | string) =>
  `${formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;

/** "22 noyabr, bazar" / "Sunday 22 November" / "воскресенье, 22 ноября". */
export const formatDayWithWeekday = (date: Date, language: Language | string) =>
  language === 'az'
    ? `${date.getDate()} ${AZ_MONTHS[date.getMonth()]}, ${AZ_WEEKDAYS[date.getDay()]}`
    : new Intl.DateTimeFormat(intlLocale(language), {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }).format(date);

/** "22.11.2026" in az and ru, "22/11/2026" in en. */
export const formatDate = (date: Date, language: Language | string) => {
  if (language === 'en') return new Intl.DateTimeFormat('en-GB').format(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
};

/** 24-hour "HH:mm" in every language. */
export const formatTime = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
