import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse } from 'csv-parse';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { columnNamed, type CellOptions, type ImportColumn } from './import-columns';
import type { RowError } from './import-row';
import { JsonArraySplitter, JsonSplitError } from './json-array-splitter';

/** The file formats an import reads, by the request's Content-Type (docs/import.md). */
export const IMPORT_FORMATS = {
  'text/csv': 'csv',
  'application/json': 'json',
  'application/x-ndjson': 'ndjson',
} as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[keyof typeof IMPORT_FORMATS];

/** A row may be this long (in characters): a listing with the longest description is far below. */
export const IMPORT_ROW_MAX_CHARS = 100_000;

/**
 * One row of a file, numbered from 1 as docs/import.md says (the CSV header is not a row), with
 * its cells by column, or the reason it has none (a CSV row with the wrong number of values, a
 * JSON element that is not an object).
 */
export type SourceRow =
  { row: number; record: Record<string, unknown>; options: CellOptions } | { row: number; error: RowError };

const FORMAT_NAMES: Record<ImportFormat, string> = { csv: 'CSV', json: 'JSON', ndjson: 'NDJSON' };

/** The whole file is refused: nothing is written (the import runs in one transaction). */
const malformed = (format: ImportFormat, row: number) =>
  new AppError('bad_request', {
    message: { key: 'validation.importMalformed', params: { format: FORMAT_NAMES[format], row } },
  });

/**
 * The body as UTF-8 text, piece by piece as it arrives, refused past `limit` bytes (413) or at
 * the first byte that is not UTF-8 (a file saved as Windows-1251 would otherwise import as
 * garbage). A byte-order mark at the start is dropped.
 */
export async function* utf8Text(body: AsyncIterable<Buffer | string>, limit: number): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  const decode = (chunk?: Buffer) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new AppError('bad_request', { message: { key: 'validation.importEncoding' } });
    }
  };
  for await (const chunk of body) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    bytes += buffer.length;
    if (bytes > limit) throw new AppError('payload_too_large');
    const text = decode(buffer);
    if (text) yield text;
  }
  const rest = decode();
  if (rest) yield rest;
}

const lineBreak = /\r\n|\n|\r/;
const cut = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** The CSV header as columns: an unknown or repeated name refuses the file before any row. */
const readHeader = (cells: string[]): ImportColumn[] => {
  if (cells.every((cell) => cell.trim() === '')) {
    throw new AppError('bad_request', { message: { key: 'validation.importNoHeader' } });
  }
  const fields: FieldErrors = Object.create(null);
  const seen = new Set<ImportColumn>();
  const columns = cells.map((cell) => {
    const column = columnNamed(cell);
    const name = cut(cell.trim());
    if (!column) fields[name] = [{ key: 'validation.unknownField', params: { field: name } }];
    else if (seen.has(column))
      fields[name] = [{ key: 'validation.duplicateColumn', params: { field: name } }];
    else seen.add(column);
    return column!;
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  return columns;
};

/**
 * CSV with a header row of column names. The separator is the header's: a semicolon when it has
 * more semicolons than commas (what spreadsheets in Azerbaijan and Russia write), else a comma;
 * a semicolon file may write decimals with a comma. Quoted values may span lines and hold the
 * separator. A syntax error (a quote never closed: a cut file) refuses the whole file.
 */
async function* csvRows(text: AsyncIterable<string>): AsyncGenerator<SourceRow> {
  const pieces = text[Symbol.asyncIterator]();
  let head = '';
  while (!lineBreak.test(head) && head.length <= IMPORT_ROW_MAX_CHARS) {
    const next = await pieces.next();
    if (next.done) break;
    head += next.value;
  }
  const headerLine = head.split(lineBreak, 1)[0] ?? '';
  const count = (separator: string) => headerLine.split(separator).length;
  const delimiter = count(';') > count(',') ? ';' : ',';
  const options: CellOptions = { decimalComma: delimiter === ';' };

  async function* all() {
    if (head) yield head;
    for (;;) {
      const next = await pieces.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const parser = parse({
    delimiter,
    relax_column_count: true,
    // An inch mark or a quoted word inside an unquoted value is text, not a broken file.
    relax_quotes: true,
    max_record_size: IMPORT_ROW_MAX_CHARS,
  });
  // Errors of the body (too large, not UTF-8) reach the loop below through the parser.
  pipeline(Readable.from(all()), parser).catch(() => undefined);

  let header: ImportColumn[] | undefined;
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      if (!header) {
        header = readHeader(cells);
        continue;
      }
      row++;
      // Blank lines (and spreadsheets' rows of empty cells) are skipped, but counted.
      if (cells.every((cell) => cell.trim() === '')) continue;
      if (cells.length !== header.length) {
        yield {
          row,
          error: {
            field: 'row',
            key: 'validation.columnCount',
            params: { field: 'row', count: cells.length, expected: header.length },
          },
        };
        continue;
      }
      const record: Record<string, unknown> = {};
      header.forEach((column, index) => (record[column] = cells[index]));
      yield { row, record, options };
    }
  } catch (error) {
    if (error instanceof CsvError) throw malformed('csv', row + 1);
    throw error;
  }
  if (!header) throw new AppError('bad_request', { message: { key: 'validation.importNoHeader' } });
}

const parseElement = (format: ImportFormat, text: string, row: number): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw malformed(format, row);
  }
};

const asRow = (row: number, value: unknown): SourceRow =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? { row, record: value as Record<string, unknown>, options: { decimalComma: false } }
    : { row, error: { field: 'row', key: 'validation.invalidType', params: { field: 'row' } } };

/** A JSON array of objects, each element parsed as it completes. */
async function* jsonRows(text: AsyncIterable<string>): AsyncGenerator<SourceRow> {
  const splitter = new JsonArraySplitter(IMPORT_ROW_MAX_CHARS);
  let row = 0;
  try {
    for await (const piece of text) {
      for (const element of splitter.push(piece)) {
        row++;
        yield asRow(row, parseElement('json', element, row));
      }
    }
    splitter.end();
  } catch (error) {
    if (!(error instanceof JsonSplitError)) throw error;
    if (error.problem === 'notArray') {
      throw new AppError('bad_request', { message: { key: 'validation.importNotArray' } });
    }
    throw malformed('json', error.element);
  }
}

/** JSON Lines: one object a line; blank lines are skipped but counted, so a row is a line number. */
async function* ndjsonRows(text: AsyncIterable<string>): AsyncGenerator<SourceRow> {
  let rest = '';
  let row = 0;
  const lineOf = (line: string): SourceRow | undefined => {
    row++;
    if (line.trim() === '') return undefined;
    return asRow(row, parseElement('ndjson', line, row));
  };
  for await (const piece of text) {
    const lines = (rest + piece).split('\n');
    rest = lines.pop()!;
    if (rest.length > IMPORT_ROW_MAX_CHARS) throw malformed('ndjson', row + 1);
    for (const line of lines) {
      if (line.length > IMPORT_ROW_MAX_CHARS) throw malformed('ndjson', row + 1);
      const parsed = lineOf(line);
      if (parsed) yield parsed;
    }
  }
  const last = lineOf(rest);
  if (last) yield last;
}

/** The rows of an import file, read while it arrives: only a few rows are held at a time. */
export const readImportRows = (
  format: ImportFormat,
  body: AsyncIterable<Buffer | string>,
  limit: number,
): AsyncGenerator<SourceRow> => {
  const text = utf8Text(body, limit);
  switch (format) {
    case 'csv':
      return csvRows(text);
    case 'json':
      return jsonRows(text);
    case 'ndjson':
      return ndjsonRows(text);
  }
};
