import type { FieldType, ListFilter } from '@emlak/contracts';
import type { EnumOption } from './data-table-types';

/** The typed value the API expects for a filter typed as text, or null when it is not valid. */
export const parseFilterValue = (
  type: FieldType,
  text: string,
  options?: readonly EnumOption[],
): ListFilter['value'] | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  switch (type) {
    case 'number': {
      const number = Number(trimmed);
      return Number.isFinite(number) ? number : null;
    }
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
