import type { ListFilter } from '@emlak/contracts';
import CancelRounded from '@mui/icons-material/CancelRounded';
import { Box, Button, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { displayValue } from './cell-value';
import type { DataTableColumn } from './data-table-types';

export type FilterChipsProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  filters: readonly ListFilter[];
  onRemove: (filter: ListFilter) => void;
  onClear: () => void;
};

/**
 * The filters that apply, one removable chip each: "Kind equals District". A chip is a button:
 * Delete or Backspace on it removes it too.
 */
export const FilterChips = <Row,>({ columns, filters, onRemove, onClear }: FilterChipsProps<Row>) => {
  const { t, i18n } = useTranslation();
  if (filters.length === 0) return null;
  const labelOf = (filter: ListFilter) => {
    const column = columns.find((item) => item.field === filter.field);
    const value = column
      ? displayValue(filter.value, column.type, column.options, t, i18n.language)
      : String(filter.value);
    const shown = column?.type === 'text' ? `“${value}”` : value;
    return `${column ? t(column.headerKey) : filter.field} ${t(`table.operators.${filter.operator}`)} ${shown}`;
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
