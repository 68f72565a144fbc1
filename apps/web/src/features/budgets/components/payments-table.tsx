import type { BudgetDetail } from '@emlak/contracts';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAzn, formatBudgetDay } from '@/shared/budgets/budget-format';
import { SectionCard } from '@/shared/ui/section-card';

/** The payments recorded against the budget, oldest first as the server lists them. */
export const PaymentsTable = ({ budget, action }: { budget: BudgetDetail; action?: ReactNode }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const column = (key: string) => t(`budgets.detail.columns.${key}`);
  return (
    <SectionCard title={t('budgets.detail.payments')} actions={action}>
      {budget.payments.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('budgets.detail.noPayments')}
        </Typography>
      ) : (
        <TableContainer sx={{ mx: { xs: -2, sm: 0 }, width: { xs: 'calc(100% + 32px)', sm: '100%' } }}>
          <Table size="small" aria-label={t('budgets.detail.payments')} sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
                <TableCell>{column('paidDate')}</TableCell>
                <TableCell align="right">{column('amount')}</TableCell>
                <TableCell>{column('reference')}</TableCell>
                <TableCell>{column('notes')}</TableCell>
                <TableCell>{column('recordedBy')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {budget.payments.map((payment) => (
                <TableRow key={payment.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatBudgetDay(payment.paidDate, language)}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                  >
                    {formatAzn(payment.amount, language)}
                  </TableCell>
                  <TableCell>{payment.paymentReference ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {payment.notes ?? '—'}
                  </TableCell>
                  <TableCell>{payment.recordedByName ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
};
