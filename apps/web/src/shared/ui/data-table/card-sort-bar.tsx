import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import type { ListSort } from '@emlak/contracts';
import { IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './data-table-types';

export type CardSortBarProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  sortOptions: readonly ListSort[];
  onChange: (sortOptions: ListSort[]) => void;
};

const NONE = '';

/** On phones there are no column headers to click: the sort is a select and a direction button. */
export const CardSortBar = <Row,>({ columns, sortOptions, onChange }: CardSortBarProps<Row>) => {
  const { t } = useTranslation();
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) return null;
  const current = sortOptions[0];
  const ascending = current?.direction !== 'desc';
  const directionLabel = t(ascending ? 'table.sortAscending' : 'table.sortDescending');
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, pb: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('table.sortBy')}
        value={current?.field ?? NONE}
        onChange={(event) =>
          onChange(
            event.target.value ? [{ field: event.target.value, direction: current?.direction ?? 'asc' }] : [],
          )
        }
        // The label stays above so "Default" shows as the choice when nothing is sorted.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ flex: 1 }}
      >
        <MenuItem value={NONE}>{t('table.sortDefault')}</MenuItem>
        {sortable.map((column) => (
          <MenuItem key={column.field} value={column.field}>
            {t(column.headerKey)}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={directionLabel}>
        <span>
          <IconButton
            aria-label={directionLabel}
            disabled={!current}
            onClick={() => current && onChange([{ ...current, direction: ascending ? 'desc' : 'asc' }])}
          >
            {ascending ? <ArrowUpwardRounded /> : <ArrowDownwardRounded />}
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
};
