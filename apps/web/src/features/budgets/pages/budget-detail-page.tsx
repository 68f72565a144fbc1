import { budgetStatuses, MAX_ID, type BudgetDetail } from '@emlak/contracts';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import ReceiptRounded from '@mui/icons-material/ReceiptRounded';
import { Box, Button, Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiErrorOf } from '@/shared/api/http-client';
import { formatAzn } from '@/shared/budgets/budget-format';
import { TotalsStrip } from '@/shared/ui/totals-strip';
import { useBudget } from '../api/use-budget';
import { BudgetDetailHeader } from '../components/budget-detail-header';
import { BudgetNotFound } from '../components/budget-not-found';
import { InvoiceDialog } from '../components/invoice-dialog';
import { LineItemsTable } from '../components/line-items-table';
import { PaymentsTable } from '../components/payments-table';
import { RecordPaymentDialog } from '../components/record-payment-dialog';
import { useBudgetRights } from '../use-budget-rights';
import { LoadErrorMessage } from '@/shared/ui/load-error-message';

const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null;
};

/** Only an issued budget with something owed takes a payment (a project one is not invoiced yet). */
const takesPayment = (budget: BudgetDetail) =>
  budget.status === budgetStatuses.active && Number(budget.remainingAmount) > 0;

const Detail = ({ budget }: { budget: BudgetDetail }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const mayRecord = useBudgetRights().mayWrite;
  const [paying, setPaying] = useState(false);
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const recordButton =
    mayRecord && takesPayment(budget) ? (
      <Button
        variant="contained"
        disableElevation
        startIcon={<PaymentsRounded />}
        onClick={() => setPaying(true)}
      >
        {t('budgets.payment.button')}
      </Button>
    ) : undefined;

  return (
    <>
      <BudgetDetailHeader
        budget={budget}
        actions={
          <>
            <Button variant="outlined" startIcon={<ReceiptRounded />} onClick={() => setInvoiceOpen(true)}>
              {t('budgets.invoice.button')}
            </Button>
            {recordButton}
          </>
        }
      />
      <Stack sx={{ gap: 2 }}>
        <TotalsStrip
          label={t('budgets.detail.summary')}
          sx={{ '& dl': { gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))' } } }}
          figures={[
            { key: 'total', label: t('budgets.detail.total'), value: formatAzn(budget.totalCost, language) },
            {
              key: 'paid',
              label: t('budgets.detail.paid'),
              value: formatAzn(budget.paidAmount, language),
              strong: true,
            },
            {
              key: 'remaining',
              label: t('budgets.detail.remaining'),
              value: formatAzn(budget.remainingAmount, language),
            },
          ]}
        />
        <LineItemsTable budget={budget} />
        <PaymentsTable budget={budget} />
      </Stack>
      {mayRecord && <RecordPaymentDialog budget={budget} open={paying} onClose={() => setPaying(false)} />}
      <InvoiceDialog budgetId={budget.id} open={invoiceOpen} onClose={() => setInvoiceOpen(false)} />
    </>
  );
};

const BudgetDetailLoader = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const budget = useBudget(id);
  if (budget.error && apiErrorOf(budget.error).status === 404) return <BudgetNotFound />;
  if (budget.isError)
    return (
      <LoadErrorMessage
        title={t('budgets.detail.errorTitle')}
        hint={t('budgets.list.errorHint')}
        onRetry={() => void budget.refetch()}
      />
    );
  if (!budget.data)
    return (
      <Stack sx={{ gap: 2 }} aria-busy="true">
        <Skeleton variant="text" width="50%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  return <Detail budget={budget.data} />;
};

/**
 * One budget (route /budgets/:id): organization, period, status and due date, the line items with
 * their total, the payments, the invoice, and for the SuperAdmin "Record payment". A missing
 * budget, or another agency's, is a not-found state.
 */
export const BudgetDetailPage = () => {
  const id = idOf(useParams().id);
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      {id === null ? <BudgetNotFound /> : <BudgetDetailLoader id={id} />}
    </Box>
  );
};
