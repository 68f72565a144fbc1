import type { Language } from '@emlak/contracts';
import { formatNumber } from './format';

/**
 * CSV text (RFC 4180): fields separated by the separator, records by CRLF; a field with the
 * separator, a quote, a line break or edge spaces is quoted and its quotes doubled.
 */
export type CsvCell = string | number | boolean | null | undefined;

export type CsvOptions = {
  /** ',' by default; ';' where the decimal mark is a comma (az, ru). */
  separator?: ',' | ';';
  /** How a number is written; `String(value)` by default. */
  number?: (value: number) => string;
};

const needsQuotes = (text: string, separator: string) =>
  text.includes(separator) || /["\r\n]|^\s|\s$/.test(text);

/**
 * A text a spreadsheet program would run as a formula (CSV injection): one that starts with
 * = + - @, a tab or a carriage return. Any user of the product can type such a name, and the
 * export is opened by someone else.
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * OWASP's advice: a leading single quote makes the cell plain text. Only texts are neutralized:
 * a number or a boolean cannot hold a formula, and a negative number must stay a number.
 */
const neutralized = (value: string | number | boolean): string => {
  const text = String(value);
  return typeof value === 'string' && formulaStart.test(text) ? `'${text}` : text;
};

export const csvField = (value: CsvCell, options: CsvOptions = {}): string => {
  if (value === null || value === undefined) return '';
  // A number is written in the file's format after the formula check: "-5" stays a number.
  const text = typeof value === 'number' && options.number ? options.number(value) : neutralized(value);
  return needsQuotes(text, options.separator ?? ',') ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = (rows: readonly (readonly CsvCell[])[], options: CsvOptions = {}): string =>
  rows.map((row) => row.map((cell) => csvField(cell, options)).join(options.separator ?? ',')).join('\r\n');

/**
 * What a spreadsheet program set to the language expects: in az and ru the comma is the decimal
 * mark, so fields are separated by ';' and numbers written "1234,5" (no grouping, which a
 * spreadsheet would read as text); in en ',' and "1234.5".
 */
export const csvOptionsFor = (language: Language | string): CsvOptions => ({
  separator: language === 'en' ? ',' : ';',
  number: (value) => formatNumber(value, language, { maximumFractionDigits: 6, useGrouping: false }),
});

/** The byte-order mark makes Excel read the file as UTF-8, so "ə", "ş", "ğ" come out right. */
export const CSV_BOM = '\uFEFF';

export const csvBlob = (rows: readonly (readonly CsvCell[])[], options: CsvOptions = {}) =>
  new Blob([CSV_BOM + toCsv(rows, options) + '\r\n'], { type: 'text/csv;charset=utf-8' });

/** Saves the rows as a file through a temporary link (no library, no server round trip). */
export const downloadCsv = (
  fileName: string,
  rows: readonly (readonly CsvCell[])[],
  options: CsvOptions = {},
) => {
  const url = URL.createObjectURL(csvBlob(rows, options));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns: release the URL a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
