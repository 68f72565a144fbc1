import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '@/shared/ui/row-actions-menu';
import { displayValue, valueOf } from './cell-value';
import type { DataTableColumn } from './data-table-types';

export type CardListProps<Row> = {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The list's accessible name (the table's title). */
  label: string;
  rowActions?: (row: Row) => ReactNode;
};

type CardLayout<Row> = {
  primary: DataTableColumn<Row> | undefined;
  secondary: DataTableColumn<Row> | undefined;
  fields: DataTableColumn<Row>[];
};

/** Which visible columns a card shows, from the columns' `card` roles or, failing them, their order. */
export const cardLayout = <Row,>(columns: readonly DataTableColumn<Row>[]): CardLayout<Row> => {
  if (!columns.some((column) => column.card)) {
    const [primary, ...rest] = columns;
    return { primary, secondary: undefined, fields: rest.slice(0, 3) };
  }
  return {
    primary: columns.find((column) => column.card === 'primary') ?? columns[0],
    secondary: columns.find((column) => column.card === 'secondary'),
    fields: columns.filter((column) => column.card === 'field'),
  };
};

/**
 * The rows of a DataTable on a phone: one card per row with its key fields and one "more" menu
 * for the row's actions (react-admin's SimpleList), where a table would scroll sideways and its
 * action column would take half the width.
 */
export const CardList = <Row,>({ rows, columns, rowKey, label, rowActions }: CardListProps<Row>) => {
  const { t, i18n } = useTranslation();
  const { primary, secondary, fields } = cardLayout(columns);
  const cell = (column: DataTableColumn<Row>, row: Row) =>
    column.render
      ? column.render(row)
      : displayValue(valueOf(row, column.field), column.type, column.options, t, i18n.language);
  // A field with nothing in it is left out of the card rather than shown as a label alone.
  const blank = (column: DataTableColumn<Row>, row: Row) => {
    const value = column.exportValue ? column.exportValue(row) : valueOf(row, column.field);
    return value === null || value === undefined || value === '';
  };
  // The "more" button's name needs the row's name as text, not the rendered cell.
  const plain = (column: DataTableColumn<Row> | undefined, row: Row) =>
    column
      ? String(
          column.exportValue?.(row) ??
            displayValue(valueOf(row, column.field), column.type, column.options, t, i18n.language),
        )
      : '';

  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={rowKey(row)}
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1,
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Stack sx={{ flex: 1, minWidth: 0, gap: 0.25 }}>
            {primary && (
              <Typography component="div" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {cell(primary, row)}
              </Typography>
            )}
            {secondary && (
              <Typography
                component="div"
                variant="body2"
                sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
              >
                {cell(secondary, row)}
              </Typography>
            )}
            {fields.length > 0 && (
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
                  alignItems: 'center',
                  columnGap: 1.5,
                  rowGap: 0.5,
                  m: 0,
                  mt: 0.5,
                  typography: 'body2',
                  '& dt': { color: 'text.secondary' },
                  '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
                }}
              >
                {fields
                  .filter((column) => !blank(column, row))
                  .map((column) => (
                    <Box key={column.field} sx={{ display: 'contents' }}>
                      <dt>{t(column.headerKey)}</dt>
                      <dd>{cell(column, row)}</dd>
                    </Box>
                  ))}
              </Box>
            )}
          </Stack>
          {rowActions && (
            <RowActionsMenu label={t('table.rowActions', { name: plain(primary, row) })}>
              {rowActions(row)}
            </RowActionsMenu>
          )}
        </Box>
      ))}
    </Box>
  );
};
