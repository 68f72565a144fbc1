import type { ListSort } from '@emlak/contracts';
import { Box, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visually-hidden';
import type { DataTableColumn } from './data-table-types';

export type TableHeadRowProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  sortOptions: readonly ListSort[];
  onSort: (field: string, additive: boolean) => void;
  hasActions: boolean;
  actionsClassName?: string;
};

const ariaSort = (sort: ListSort | undefined) =>
  sort ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

/**
 * Column headers. A sortable header is a button: a click sorts by it alone, a shift-click (or
 * shift+Enter) adds it as a further sort key; with several keys each shows its rank.
 */
export const TableHeadRow = <Row,>({
  columns,
  sortOptions,
  onSort,
  hasActions,
  actionsClassName,
}: TableHeadRowProps<Row>) => {
  const { t } = useTranslation();
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const index = sortOptions.findIndex((sort) => sort.field === column.field);
          const sort = sortOptions[index];
          return (
            <TableCell
              key={column.field}
              align={column.align ?? (column.type === 'number' ? 'right' : 'left')}
              aria-sort={column.sortable ? (ariaSort(sort) ?? 'none') : undefined}
              // A long header wraps between words rather than widening the table until the
              // sticky actions column covers it; a word is never broken, so none is cut short.
              sx={{
                width: column.width,
                minWidth: column.width,
                whiteSpace: 'normal',
                overflowWrap: 'normal',
                wordBreak: 'keep-all',
                verticalAlign: 'bottom',
              }}
            >
              {column.sortable ? (
                <TableSortLabel
                  active={Boolean(sort)}
                  direction={sort?.direction ?? 'asc'}
                  onClick={(event) => onSort(column.field, event.shiftKey)}
                  title={t('table.sortHint')}
                >
                  {t(column.headerKey)}
                  {sort && sortOptions.length > 1 && (
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        ml: 0.5,
                        minWidth: 16,
                        height: 16,
                        borderRadius: 8,
                        fontSize: 11,
                        lineHeight: '16px',
                        textAlign: 'center',
                        bgcolor: 'action.selected',
                      }}
                    >
                      {index + 1}
                    </Box>
                  )}
                </TableSortLabel>
              ) : (
                t(column.headerKey)
              )}
            </TableCell>
          );
        })}
        {hasActions && (
          <TableCell align="right" className={actionsClassName} sx={{ width: '1%' }}>
            <Box component="span" sx={visuallyHidden}>
              {t('table.actions')}
            </Box>
          </TableCell>
        )}
      </TableRow>
    </TableHead>
  );
};
