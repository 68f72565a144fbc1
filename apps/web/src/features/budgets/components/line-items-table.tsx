import type { BudgetDetail } from '@emlak/contracts';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAzn, formatBudgetDay, lastCoveredDay } from '@/shared/budgets/budget-format';
import { formatNumber } from '@/shared/lib/format';
import { SectionCard } from '@/shared/ui/section-card';

const numberSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * The budget's lines: each subscription's days in the month at its plan's daily rate (price / 30,
 * four decimals as the server keeps it), the line's amount, and the budget's total under them.
 * Start and end are the days the line covers in the month, both included, as the invoice prints them.
 */
export const LineItemsTable = ({ budget }: { budget: BudgetDetail }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const column = (key: string) => t(`budgets.detail.columns.${key}`);
  return (
    <SectionCard title={t('budgets.detail.lineItems')} hint={t('budgets.detail.lineItemsHint')}>
      {budget.lineItems.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('budgets.detail.noLines')}
        </Typography>
      ) : (
        <TableContainer sx={{ mx: { xs: -2, sm: 0 }, width: { xs: 'calc(100% + 32px)', sm: '100%' } }}>
          <Table size="small" aria-label={t('budgets.detail.lineItems')} sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
                <TableCell>{column('user')}</TableCell>
                <TableCell>{column('email')}</TableCell>
                <TableCell>{column('plan')}</TableCell>
                <TableCell>{column('start')}</TableCell>
                <TableCell>{column('end')}</TableCell>
                <TableCell align="right">{column('days')}</TableCell>
                <TableCell align="right">{column('dailyRate')}</TableCell>
                <TableCell align="right">{column('lineTotal')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {budget.lineItems.map((line) => (
                <TableRow key={line.id}>
                  <TableCell sx={{ fontWeight: 500 }}>{line.userName}</TableCell>
                  <TableCell sx={{ color: 'text.secondary' }}>{line.userEmail}</TableCell>
                  <TableCell>{line.subscriptionPlanName}</TableCell>
                  <TableCell sx={numberSx}>{formatBudgetDay(line.startDate, language)}</TableCell>
                  <TableCell sx={numberSx}>
                    {formatBudgetDay(lastCoveredDay(line.endDate), language)}
                  </TableCell>
                  <TableCell align="right" sx={numberSx}>
                    {formatNumber(line.daysUsed, language)}
                  </TableCell>
                  <TableCell align="right" sx={numberSx}>
                    {formatNumber(Number(line.dailyRate), language, {
                      minimumFractionDigits: 4,
                      maximumFractionDigits: 4,
                    })}
                  </TableCell>
                  <TableCell align="right" sx={{ ...numberSx, fontWeight: 600 }}>
                    {formatAzn(line.lineTotal, language)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow
                sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: 14, borderBottom: 0 } }}
              >
                <TableCell colSpan={7}>{t('budgets.detail.totalRow')}</TableCell>
                <TableCell align="right" sx={numberSx}>
                  {formatAzn(budget.totalCost, language)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
};
