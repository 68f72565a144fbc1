import { isDateInput, type FieldType, type FilterOperator, type ListFilter } from '@emlak/contracts';
import { parseDecimal } from '@/shared/lib/decimal-input';
import { formatDate } from '@/shared/lib/format';
import type { EnumOption } from './data-table-types';

type Translate = (key: string) => string;

/** A day written day first, as format.ts writes it in every language: 12.05.2025, 12/05/2025. */
const WRITTEN_DAY = /^(\d{1,2})[./\-\s](\d{1,2})[./\-\s](\d{4})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The ISO day ('2025-05-12') of a day as typed ('12.05.2025', '12/5/2025', '2025-05-12'), or null. */
export const parseDayText = (text: string): string | null => {
  const trimmed = text.trim();
  const written = WRITTEN_DAY.exec(trimmed);
  const iso = written
    ? `${written[3]}-${written[2]!.padStart(2, '0')}-${written[1]!.padStart(2, '0')}`
    : trimmed;
  return ISO_DAY.test(iso) && isDateInput(iso) ? iso : null;
};

/** An ISO day in the language's writing (format.ts): 12.05.2025 in az and ru, 12/05/2025 in en. */
export const formatDay = (iso: string, language: string): string =>
  formatDate(new Date(`${iso}T00:00:00`), language);

/**
 * An operator in words that fit the column: dates are "before / on / after" a day, not "less
 * than / greater than" one.
 */
export const operatorLabel = (type: FieldType, operator: FilterOperator, t: Translate): string =>
  t(type === 'date' ? `table.dateOperators.${operator}` : `table.operators.${operator}`);

/**
 * The typed value the API expects for a filter kept as text, or null when it is not valid.
 * Numbers are read the language's way ('40,5' in az and ru); dates arrive as ISO days from the
 * date input.
 */
export const parseFilterValue = (
  type: FieldType,
  text: string,
  options: readonly EnumOption[] | undefined,
  language: string,
): ListFilter['value'] | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  switch (type) {
    case 'number':
      return parseDecimal(trimmed, language);
    case 'date':
      return parseDayText(trimmed);
    case 'boolean':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : null;
    case 'enum': {
      const option = options?.find((item) => String(item.value) === trimmed);
      return option ? option.value : null;
    }
    default:
      return trimmed;
  }
};
