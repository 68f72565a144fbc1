/**
 * CSV text (RFC 4180): fields separated by commas, records by CRLF; a field with a comma, a quote,
 * a line break or edge spaces is quoted and its quotes doubled.
 */
export type CsvCell = string | number | boolean | null | undefined;

const needsQuotes = /[",\r\n]|^\s|\s$/;

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

export const csvField = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  const text = neutralized(value);
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = (rows: readonly (readonly CsvCell[])[]): string =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n');

/** The byte-order mark makes Excel read the file as UTF-8, so "ə", "ş", "ğ" come out right. */
export const CSV_BOM = '\uFEFF';

export const csvBlob = (rows: readonly (readonly CsvCell[])[]) =>
  new Blob([CSV_BOM + toCsv(rows) + '\r\n'], { type: 'text/csv;charset=utf-8' });

/** Saves the rows as a file through a temporary link (no library, no server round trip). */
export const downloadCsv = (fileName: string, rows: readonly (readonly CsvCell[])[]) => {
  const url = URL.createObjectURL(csvBlob(rows));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns: release the URL a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
