import { operatorsByType, type FilterOperator, type ListFilter } from '@emlak/contracts';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import { Badge, Box, Button, MenuItem, Popover, Stack, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './data-table-types';
import { operatorLabel, parseFilterValue } from './filter-value';
import { FilterValueInput } from './filter-value-input';

export type FilterBuilderProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  /** How many filters apply now (shown on the button). */
  activeCount: number;
  onAdd: (filter: ListFilter) => void;
};

type Draft = { field: string; operator: FilterOperator; value: string };

/** The operator a new filter starts with: what people most often mean for the type. */
const firstOperator = (type: DataTableColumn<unknown>['type'] | undefined): FilterOperator => {
  // Text is searched for far more often than matched whole; a day is mostly "since".
  if (type === 'text') return 'Contains';
  if (type === 'date') return 'GreaterThanOrEqual';
  return type ? operatorsByType[type][0]! : 'Equal';
};

const draftFor = <Row,>(column: DataTableColumn<Row> | undefined): Draft => ({
  field: column?.field ?? '',
  operator: firstOperator(column?.type),
  value: '',
});

/**
 * A popover that builds one filter: a column, an operator that fits its type (contracts'
 * operatorsByType: enumerations and yes/no only equal or not, dates before / on / after) and a
 * value input for that type (FilterValueInput).
 */
export const FilterBuilder = <Row,>({ columns, activeCount, onAdd }: FilterBuilderProps<Row>) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<Draft>(() => draftFor(columns[0]));
  const [touched, setTouched] = useState(false);
  const column = columns.find((item) => item.field === draft.field);
  const value = column ? parseFilterValue(column.type, draft.value, column.options, i18n.language) : null;

  const open = (element: HTMLElement) => {
    setDraft(draftFor(columns[0]));
    setTouched(false);
    setAnchor(element);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!column || value === null) return;
    onAdd({ field: column.filterField ?? column.field, operator: draft.operator, value });
    setAnchor(null);
  };

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        onClick={(event) => open(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        startIcon={
          <Badge badgeContent={activeCount} color="primary" max={9}>
            <FilterListRounded />
          </Badge>
        }
        sx={{ borderColor: 'divider', whiteSpace: 'nowrap' }}
      >
        {t('table.filters')}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 340, maxWidth: 'calc(100vw - 32px)', p: 2, mt: 1, borderRadius: 2 },
          },
        }}
      >
        <Box component="form" noValidate onSubmit={submit}>
          <Typography id={titleId} variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
            {t('table.filterTitle')}
          </Typography>
          <Stack sx={{ gap: 2 }}>
            <TextField
              select
              size="small"
              label={t('table.column')}
              value={draft.field}
              onChange={(event) =>
                setDraft(draftFor(columns.find((item) => item.field === event.target.value)))
              }
            >
              {columns.map((item) => (
                <MenuItem key={item.field} value={item.field}>
                  {t(item.headerKey)}
                </MenuItem>
              ))}
            </TextField>
            {column && (
              <TextField
                select
                size="small"
                label={t('table.operator')}
                value={draft.operator}
                onChange={(event) => setDraft({ ...draft, operator: event.target.value as FilterOperator })}
              >
                {operatorsByType[column.type].map((operator) => (
                  <MenuItem key={operator} value={operator}>
                    {operatorLabel(column.type, operator, t)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {column && (
              <FilterValueInput
                key={column.field}
                type={column.type}
                options={column.options}
                value={draft.value}
                onChange={(text) => setDraft({ ...draft, value: text })}
                error={touched && value === null}
              />
            )}
          </Stack>
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', mt: 2.5 }}>
            <Button onClick={() => setAnchor(null)}>{t('table.cancel')}</Button>
            <Button type="submit" variant="contained" disableElevation>
              {t('table.apply')}
            </Button>
          </Stack>
        </Box>
      </Popover>
    </>
  );
};
