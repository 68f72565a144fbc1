import type { Language } from '@emlak/contracts';

/**
 * Dates and numbers in the user's language. Browsers do not all ship Azerbaijani locale data
 * (Debian's Chromium formats 'az' as "M11 22, Sun" and "1,234.5"), so az is formatted here from
 * CLDR's az rules: day month, weekday; "." groups thousands and "," marks decimals.
 */
/** CLDR's Azerbaijani month names (the form that goes with a day: "3 noyabr"). */
export const AZ_MONTHS = [
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
/** CLDR's Azerbaijani weekday names, Sunday first (as Date.getDay counts). */
export const AZ_WEEKDAYS = [
  'bazar',
  'bazar ertəsi',
  'çərşənbə axşamı',
  'çərşənbə',
  'cümə axşamı',
  'cümə',
  'şənbə',
];

/** The Intl locale of a language other than az (which this module writes by CLDR's rules itself). */
export const intlLocale = (language: string) => (language === 'ru' ? 'ru-RU' : 'en-GB');

/**
 * Intl's formatters, made once per locale and options: building one costs far more than using
 * it (the first also loads the browser's locale data), and a list formats hundreds of values.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const cached = <F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
};
export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));

export const formatNumber = (
  value: number,
  language: Language | string,
  options: Intl.NumberFormatOptions = {},
) => {
  if (language !== 'az') return numberFormat(intlLocale(language), options).format(value);
  return numberFormat('en-US', options)
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? '.' : part.type === 'decimal' ? ',' : part.value))
    .join('');
};

/** Currency codes people read as a sign: the manat is written ₼ in every language. */
const CURRENCY_SIGNS: Record<string, string> = { AZN: '₼' };

/**
 * An amount and its currency after it: "1.234,50 ₼", and "85.000 ₼" rather than "85.000,00 ₼":
 * prices are mostly round, and zero cents are noise in a list.
 */
export const formatMoney = (value: number, currency: string, language: Language | string) => {
  const cents = Math.round(value * 100) % 100 !== 0;
  const digits = cents ? 2 : 0;
  const amount = formatNumber(value, language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${amount} ${CURRENCY_SIGNS[currency] ?? currency}`;
};

export type AreaUnit = 'm2' | 'sot' | 'ha' | 'ft2' | 'acre';

/** The spec's areaMeasureUnit codes: 1 m², 2 sot, 3 hektar, 4 ft², 5 acre. */
export const areaUnitOf = (code: number | null | undefined): AreaUnit =>
  (['m2', 'sot', 'ha', 'ft2', 'acre'] as const)[(code ?? 1) - 1] ?? 'm2';

/** Area units as each language abbreviates them (a "sot" is 100 m², the usual unit for land). */
const AREA_UNITS: Record<string, Record<AreaUnit, string>> = {
  az: { m2: 'm²', sot: 'sot', ha: 'ha', ft2: 'ft²', acre: 'akr' },
  en: { m2: 'm²', sot: 'sot', ha: 'ha', ft2: 'ft²', acre: 'acre' },
  ru: { m2: 'м²', sot: 'сот.', ha: 'га', ft2: 'фт²', acre: 'акр' },
};

/** An area with its unit: "85,5 m²", "6 sot", "1,25 ha". */
export const formatArea = (value: number, unit: AreaUnit, language: Language | string) =>
  `${formatNumber(value, language, { maximumFractionDigits: 2 })} ${(AREA_UNITS[language] ?? AREA_UNITS.en!)[unit]}`;

/**
 * "22 noyabr, bazar" / "Sunday 22 November" / "воскресенье, 22 ноября": month and weekday names
 * stay lower-case in az and ru running text (a heading may capitalize the first letter only).
 */
export const formatDayWithWeekday = (date: Date, language: Language | string) =>
  language === 'az'
    ? `${date.getDate()} ${AZ_MONTHS[date.getMonth()]}, ${AZ_WEEKDAYS[date.getDay()]}`
    : dateTimeFormat(intlLocale(language), { weekday: 'long', day: 'numeric', month: 'long' }).format(date);

/** "22.11.2026" in az and ru, "22/11/2026" in en. */
export const formatDate = (date: Date, language: Language | string) => {
  if (language === 'en') return dateTimeFormat('en-GB').format(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
};

/** "22.11.2026 09:05" in az and ru, "22/11/2026 09:05" in en: a timestamp in a CSV cell. */
export const formatDateTime = (date: Date, language: Language | string) =>
  `${formatDate(date, language)} ${formatTime(date)}`;

/** 24-hour "HH:mm" in every language. */
export const formatTime = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
