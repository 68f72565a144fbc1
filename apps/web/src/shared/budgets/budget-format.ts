import { budgetStatuses, type Language } from '@emlak/contracts';
import { AZ_MONTHS, dateTimeFormat, formatNumber, intlLocale } from '@/shared/lib/format';

/**
 * Budget figures as the spec writes them (section 9): AZN with exactly two decimals in the
 * language's digits ("1.234,50 ₼" in az). The API sends amounts as numeric strings; the cents are
 * kept as text, never rounded through a float, so what the invoice says is what the screen says.
 */
export const formatAzn = (amount: string | number, language: Language | string) => {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return `${text} ₼`;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = `${fraction}00`.slice(0, 2);
  // The whole part is an integer (exact as a number): grouped the way every other figure is.
  const grouped = formatNumber(Number(whole), language, { maximumFractionDigits: 0 });
  const decimal = language === 'en' ? '.' : ',';
  return `${sign}${grouped}${decimal}${cents} ₼`;
};

/** Upper-cases the first letter by the language's rules: az "iyul" is "İyul", not "Iyul". */
const capitalized = (text: string, language: string) =>
  text.charAt(0).toLocaleUpperCase(language === 'az' ? 'az' : undefined) + text.slice(1);

/** The month's name on its own in the language: "Oktyabr" / "October" / "Октябрь". */
export const monthName = (month: number, language: Language | string) => {
  if (language === 'az') return capitalized(AZ_MONTHS[month - 1] ?? '', language);
  const name = dateTimeFormat(intlLocale(language), {
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, month - 1, 1)));
  return capitalized(name, language);
};

/** A budget's period: "Oktyabr 2026" / "October 2026" / "Октябрь 2026". */
export const formatPeriod = (year: number, month: number, language: Language | string) =>
  `${monthName(month, language)} ${year}`;

/** "24.11.2026" in az and ru, "24/11/2026" in en, from the API's YYYY-MM-DD, with no time zone shift. */
export const formatBudgetDay = (day: string, language: Language | string) => {
  const [year = '', month = '', date = ''] = day.slice(0, 10).split('-');
  return language === 'en' ? `${date}/${month}/${year}` : `${date}.${month}.${year}`;
};

/**
 * The last day a line covers: the API's end is exclusive (the first day not covered, decision 1),
 * while people and the printed invoice read a period with both ends included.
 */
export const lastCoveredDay = (endExclusive: string) => {
  const [year = 0, month = 1, day = 1] = endExclusive.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
};

export type BudgetStatusName = 'project' | 'active' | 'closed' | 'unknown';

/** The spec's status codes (1 project, 2 active, 3 closed); anything else is shown as unknown. */
export const budgetStatusName = (status: number): BudgetStatusName =>
  status === budgetStatuses.project
    ? 'project'
    : status === budgetStatuses.active
      ? 'active'
      : status === budgetStatuses.closed
        ? 'closed'
        : 'unknown';
