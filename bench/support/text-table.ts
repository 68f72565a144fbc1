/** Rows of objects as an aligned plain-text table, for a benchmark's terminal output. */
export const textTable = (rows: readonly Record<string, unknown>[]): string => {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]!);
  const cells = [columns, ...rows.map((row) => columns.map((column) => String(row[column] ?? '')))];
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => line[index]!.length)));
  const numeric = columns.map((column) => rows.every((row) => typeof row[column] === 'number'));
  const format = (line: readonly string[]) =>
    line
      .map((cell, index) => (numeric[index] ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!)))
      .join('  ');
  return [
    format(cells[0]!),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map(format),
  ].join('\n');
};
