import type { FieldType } from '@emlak/contracts';
import { formatDate, formatNumber } from '@/shared/lib/format';
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

/** A CSV cell: numbers stay machine-readable, enums and booleans are translated. */
export const exportValue = <Row>(column: DataTableColumn<Row>, row: Row, t: Translate) => {
  if (column.exportValue) return column.exportValue(row);
  const value = valueOf(row, column.field);
  if (column.type === 'enum') return enumLabel(column.options, value, t);
  if (column.type === 'boolean' && typeof value === 'boolean') return t(value ? 'table.yes' : 'table.no');
  return value === null || value === undefined ? '' : (value as string | number);
};
