/**
 * Numbers typed into a form, read and written the way the language writes them. Azerbaijani and
 * Russian write the decimal part after a comma ('40,40') and group thousands with spaces (Russian)
 * or dots (Azerbaijani, see format.ts); English writes '40.40' and groups with commas. A browser's
 * own number input reads by the browser's locale, not the page's language, and turned '40,40' into
 * 4040; these functions read by the language the user chose.
 */

/** Languages that write the decimal part after a comma. */
const COMMA_DECIMAL = new Set(['az', 'ru']);

/** Spaces people and Intl put between groups: space, no-break space, narrow no-break space, thin space. */
const GROUP_SPACES = /[\s\u00A0\u202F\u2009]/g;
/** A plain decimal number once the separators are made ASCII; '40.' while typing is 40. */
const PLAIN_DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;
/** English grouping: '1,234,567.5'; a comma anywhere else is not a separator English uses. */
const EN_GROUPED = /^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * The number a person typed, or null when the text is not a number in the language.
 * - az, ru: a comma is the decimal separator; so is a dot when there is no comma (people paste
 *   '40.40' from maps), and with a comma present dots are grouping ('1.234,5'); spaces group.
 * - en: a dot is the decimal separator; commas group only in groups of three ('1,234.5'), so
 *   '40,40' is refused rather than read as 4040.
 */
export const parseDecimal = (written: string, language: string): number | null => {
  let value = written.replace(GROUP_SPACES, '').replace(/\u2212/g, '-');
  if (value === '') return null;
  if (COMMA_DECIMAL.has(language)) {
    if ((value.match(/,/g) ?? []).length > 1) return null;
    value = value.includes(',') ? value.replace(/\./g, '').replace(',', '.') : value;
  } else if (value.includes(',')) {
    if (!EN_GROUPED.test(value)) return null;
    value = value.replace(/,/g, '');
  }
  if (!PLAIN_DECIMAL.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * A number as a form field shows it: the language's decimal separator and no grouping, so that
 * editing never meets a separator the person did not type ('40,4' in az and ru, '40.4' in en).
 */
export const formatDecimalInput = (value: number, language: string): string => {
  if (!Number.isFinite(value)) return '';
  const plain = String(value);
  // String() writes very small or large numbers with an exponent; forms hold coordinates and orders.
  if (/e/i.test(plain)) return plain;
  return COMMA_DECIMAL.has(language) ? plain.replace('.', ',') : plain;
};
