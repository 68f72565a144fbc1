import type { FieldType } from '@emlak/contracts';
import { formatDate, formatDateTime, formatNumber } from '@/shared/lib/format';
import type { DataTableColumn, EnumOption } from './data-table-types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const valueOf = (row: unknown, field: string): unknown => (row as Record<string, unknown>)[field];

export const enumLabel = (options: readonly EnumOption[] | undefined, value: unknown, t: Translate) => {
  const option = options?.find((item) => String(item.value) === String(value));
  return option ? t(option.labelKey) : String(value ?? '');
};

/** A value as the user reads it: numbers and dates in their language, enums and booleans translated. */
export const displayValue = (
  value: unknown,
  type: FieldType,
  options: readonly EnumOption[] | undefined,
  t: Translate,
  language: string,
): string => {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'number':
      return typeof value === 'number'
        ? formatNumber(value, language, { maximumFractionDigits: 6 })
        : String(value);
    case 'boolean':
      return t(value ? 'table.yes' : 'table.no');
    case 'date': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value) : formatDate(date, language);
    }
    case 'enum':
      return enumLabel(options, value, t);
    default:
      return String(value);
  }
};

/**
 * A CSV cell: numbers stay numbers (the CSV writes them in the language's format), dates are
 * written as the language writes them, enums and booleans are translated.
 */
export const exportValue = <Row>(column: DataTableColumn<Row>, row: Row, t: Translate, language: string) => {
  if (column.exportValue) return column.exportValue(row);
  const value = valueOf(row, column.field);
  if (column.type === 'enum') return enumLabel(column.options, value, t);
  if (column.type === 'boolean' && typeof value === 'boolean') return t(value ? 'table.yes' : 'table.no');
  if (column.type === 'date' && typeof value === 'string' && value !== '') {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return value;
    // A date-only value ("2026-03-08") has no time worth writing.
    return value.length > 10 ? formatDateTime(date, language) : formatDate(date, language);
  }
  return value === null || value === undefined ? '' : (value as string | number);
};
