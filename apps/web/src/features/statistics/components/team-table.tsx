import type { AdminStatistics } from '@emlak/contracts';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import {
  Button,
  Card,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csvOptionsFor, downloadCsv } from '@/shared/lib/csv';
import { formatNumber } from '@/shared/lib/format';
import { PriceText } from '@/shared/ui/price-text';
import { formatDayRange } from '../period/period-format';
import { ColorDot } from './color-dot';
import {
  csvFigure,
  MONEY_COLUMNS,
  sortUsers,
  TEAM_COLUMNS,
  type FigureColumn,
  type SortDirection,
  type TeamColumn,
} from './team-columns';

const FIGURES = TEAM_COLUMNS.filter((column): column is FigureColumn => column !== 'name');

/**
 * The table view: every user of the organization with the figures in columns, sortable by any,
 * the team's totals (the server's sums) in the last row, and the CSV of what is shown.
 */
export const TeamTable = ({ data }: { data: AdminStatistics | undefined }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [sort, setSort] = useState<{ column: TeamColumn; direction: SortDirection }>({
    column: 'commission',
    direction: 'desc',
  });
  const users = data ? sortUsers(data.users, sort.column, sort.direction, language) : [];
  const label = t('statistics.table.label');

  const cell = (figures: AdminStatistics['totals'], column: FigureColumn) =>
    MONEY_COLUMNS.includes(column) ? (
      <PriceText azn={figures[column]} />
    ) : (
      formatNumber(Number(figures[column]), language)
    );

  const exportCsv = () => {
    if (!data) return;
    const header = TEAM_COLUMNS.map((column) => t(`statistics.columns.${column}`));
    const rows = users.map((user) => [user.name, ...FIGURES.map((column) => csvFigure(user, column))]);
    const totals = [t('statistics.table.totals'), ...FIGURES.map((column) => csvFigure(data.totals, column))];
    downloadCsv(
      `${t('statistics.table.fileName')}-${data.from}-${data.to}`,
      [header, ...rows, totals],
      csvOptionsFor(language),
    );
  };

  const sortBy = (column: TeamColumn) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: column === 'name' ? 'asc' : 'desc' },
    );

  return (
    <Card variant="outlined" sx={{ borderRadius: 3, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, px: 2, py: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600, fontSize: 17, mr: 'auto' }}>
          {label}
        </Typography>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<FileDownloadRounded />}
          disabled={!data}
          onClick={exportCsv}
          sx={{ borderColor: 'divider', whiteSpace: 'nowrap' }}
        >
          {t('table.exportCsv')}
        </Button>
      </Stack>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={data ? `${label}: ${formatDayRange(data.from, data.to, language)}` : label}
          aria-busy={!data}
          sx={(theme) => ({
            minWidth: 900,
            // Fixed layout: the figures share the width after the name equally and their headers
            // wrap between words, so the nine columns fit a desktop beside the sidebar.
            tableLayout: 'fixed',
            '& th:first-of-type': { width: 180 },
            '& th': {
              fontWeight: 600,
              color: 'text.secondary',
              whiteSpace: 'normal',
              wordBreak: 'keep-all',
              verticalAlign: 'bottom',
            },
            '& td, & th': { px: 1.25 },
            // The name stays in view while a phone scrolls the figures sideways.
            '& td:first-of-type, & th:first-of-type': {
              position: 'sticky',
              left: 0,
              zIndex: 1,
              bgcolor: 'background.paper',
              boxShadow: `inset -1px 0 0 ${theme.palette.divider}`,
            },
            '& tbody tr:hover > td:first-of-type': {
              backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
            },
            '& tfoot td': {
              fontWeight: 700,
              color: 'text.primary',
              fontSize: '0.875rem',
              borderTop: 2,
              borderTopColor: 'divider',
              borderBottom: 0,
            },
          })}
        >
          <TableHead>
            <TableRow>
              {TEAM_COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'name' ? 'left' : 'right'}
                  sortDirection={sort.column === column ? sort.direction : false}
                >
                  <TableSortLabel
                    active={sort.column === column}
                    direction={sort.column === column ? sort.direction : 'asc'}
                    onClick={() => sortBy(column)}
                  >
                    {t(`statistics.columns.${column}`)}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data
              ? users.map((user) => (
                  <TableRow hover key={user.userId}>
                    <TableCell>
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
                        <ColorDot colorCode={user.colorCode} />
                        <Typography variant="body2" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
                          {user.name}
                        </Typography>
                      </Stack>
                    </TableCell>
                    {FIGURES.map((column) => (
                      <TableCell
                        key={column}
                        align="right"
                        sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                      >
                        {cell(user, column)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : Array.from({ length: 5 }, (_, row) => (
                  <TableRow key={row}>
                    {TEAM_COLUMNS.map((column) => (
                      <TableCell key={column}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
          {data && (
            <TableFooter>
              <TableRow>
                <TableCell>{t('statistics.table.totals')}</TableCell>
                {FIGURES.map((column) => (
                  <TableCell
                    key={column}
                    align="right"
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {cell(data.totals, column)}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
    </Card>
  );
};
