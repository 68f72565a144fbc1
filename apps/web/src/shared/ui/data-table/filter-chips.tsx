import type { ListFilter } from '@emlak/contracts';
import CancelRounded from '@mui/icons-material/CancelRounded';
import { Box, Button, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { displayValue } from './cell-value';
import type { DataTableColumn } from './data-table-types';
import { formatDay, operatorLabel, parseDayText } from './filter-value';

export type FilterChipsProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  filters: readonly ListFilter[];
  onRemove: (filter: ListFilter) => void;
  onClear: () => void;
};

/**
 * The filters that apply, one removable chip each: "Kind equals District", "Created before
 * 12/05/2025" (dates in the language's words and writing). A chip is a button:
 * Delete or Backspace on it removes it too.
 */
export const FilterChips = <Row,>({ columns, filters, onRemove, onClear }: FilterChipsProps<Row>) => {
  const { t, i18n } = useTranslation();
  if (filters.length === 0) return null;
  const labelOf = (filter: ListFilter) => {
    const column = columns.find((item) => (item.filterField ?? item.field) === filter.field);
    const day =
      column?.type === 'date' && typeof filter.value === 'string' ? parseDayText(filter.value) : null;
    // A filter's day is a calendar day: read as a UTC instant it could show as the day before.
    const value = day
      ? formatDay(day, i18n.language)
      : column
        ? displayValue(filter.value, column.type, column.options, t, i18n.language)
        : String(filter.value);
    const shown = column?.type === 'text' ? `“${value}”` : value;
    const operator = column
      ? operatorLabel(column.type, filter.operator, t)
      : t(`table.operators.${filter.operator}`);
    return `${column ? t(column.headerKey) : filter.field} ${operator} ${shown}`;
  };
  return (
    <Box
      role="group"
      aria-label={t('table.activeFilters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 2, pb: 1.5 }}
    >
      {filters.map((filter) => {
        const label = labelOf(filter);
        return (
          <Chip
            key={`${filter.field}-${filter.operator}-${String(filter.value)}`}
            label={label}
            size="small"
            color="primary"
            variant="outlined"
            onDelete={() => onRemove(filter)}
            deleteIcon={<CancelRounded titleAccess={t('table.removeFilter', { filter: label })} />}
            sx={{ maxWidth: '100%' }}
          />
        );
      })}
      {filters.length > 1 && (
        <Button size="small" onClick={onClear}>
          {t('table.clearFilters')}
        </Button>
      )}
    </Box>
  );
};
