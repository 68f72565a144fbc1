import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AmortizationYear } from '../calc/mortgage';
import { useAzn } from './use-azn';

const NUMBER = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** The payment column: the same every month and shown above, so a phone leaves it out to fit. */
const PAYMENT = { ...NUMBER, display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The schedule a year a row (so 30 years is 30 rows, not 360); a year opens to its months. The
 * last month's payment absorbs the rounding, so the balance ends at exactly 0,00.
 */
export const AmortizationTable = ({ years }: { years: readonly AmortizationYear[] }) => {
  const { t } = useTranslation();
  const azn = useAzn();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (year: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={t('interest.mortgage.table.title')}
        // Narrower cells on a phone, so that the four columns fit its width.
        sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('interest.mortgage.table.year')}</TableCell>
            <TableCell sx={PAYMENT}>{t('interest.mortgage.table.payment')}</TableCell>
            <TableCell sx={NUMBER}>{t('interest.mortgage.table.interest')}</TableCell>
            <TableCell sx={NUMBER}>{t('interest.mortgage.table.principal')}</TableCell>
            <TableCell sx={NUMBER}>{t('interest.mortgage.table.balance')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {years.map((year) => {
            const expanded = open.has(year.year);
            return (
              <Fragment key={year.year}>
                <TableRow hover>
                  <TableCell sx={{ whiteSpace: 'nowrap', py: 0.25 }}>
                    <IconButton
                      size="small"
                      aria-expanded={expanded}
                      aria-label={t('interest.mortgage.table.showMonths', { year: year.year })}
                      onClick={() => toggle(year.year)}
                      sx={{
                        mr: 0.5,
                        transform: expanded ? 'rotate(180deg)' : 'none',
                        transition: 'transform 150ms',
                      }}
                    >
                      <ExpandMoreRounded fontSize="small" />
                    </IconButton>
                    {year.year}
                  </TableCell>
                  <TableCell sx={PAYMENT}>{azn.cell(year.paid)}</TableCell>
                  <TableCell sx={NUMBER}>{azn.cell(year.interest)}</TableCell>
                  <TableCell sx={NUMBER}>{azn.cell(year.principal)}</TableCell>
                  <TableCell sx={NUMBER}>{azn.cell(year.balance)}</TableCell>
                </TableRow>
                {expanded &&
                  year.months.map((row) => (
                    <TableRow key={row.month} sx={{ bgcolor: 'action.hover' }}>
                      <TableCell
                        sx={{
                          '&&&': { pl: { xs: 2, sm: 6 } },
                          color: 'text.secondary',
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {t('interest.mortgage.table.month')} {row.month}
                      </TableCell>
                      <TableCell sx={PAYMENT}>{azn.cell(row.payment)}</TableCell>
                      <TableCell sx={NUMBER}>{azn.cell(row.interest)}</TableCell>
                      <TableCell sx={NUMBER}>{azn.cell(row.principal)}</TableCell>
                      <TableCell sx={NUMBER}>{azn.cell(row.balance)}</TableCell>
                    </TableRow>
                  ))}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
