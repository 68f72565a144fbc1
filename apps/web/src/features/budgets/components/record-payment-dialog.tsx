import { recordPaymentSchema, type BudgetDetail, type RecordPaymentInput } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import { Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { useMemo } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/shared/api/http-client';
import { formatAzn, formatPeriod } from '@/shared/budgets/budget-format';
import { bakuToday } from '@/shared/lib/baku-today';
import { dateOfIsoDay, isoDayOf } from '@/shared/lib/calendar-day';
import { fieldErrorText, issueToken, SERVER_ERROR_TYPE } from '@/shared/lib/form-errors';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DateLocalization } from '@/shared/ui/dates/date-localization';
import { FormTextField } from '@/shared/ui/form-panel/form-text-field';
import { useRecordPayment } from '../api/use-record-payment';

const resolver = zodResolver(recordPaymentSchema, { error: issueToken });
const FIELDS = ['amount', 'paidDate', 'paymentReference', 'notes'] as const;

/** What is still owed and today (Baku): the usual payment settles the budget on the day it arrives. */
export const paymentDefaults = (budget: Pick<BudgetDetail, 'remainingAmount'>, today = bakuToday()) => ({
  amount: Number(budget.remainingAmount),
  paidDate: today,
  paymentReference: '',
  notes: '',
});

const blankToNull = (value: string | null | undefined) => (value ? value : null);

export type RecordPaymentDialogProps = { budget: BudgetDetail; open: boolean; onClose: () => void };

/**
 * The SuperAdmin records a payment against an issued budget: the contracts' recordPaymentSchema
 * checks it before it is sent; the server's refusals (more than is owed, already closed: 422) and
 * field errors (400) show under the field they are about, the amount for a 422.
 */
export const RecordPaymentDialog = ({ budget, open, onClose }: RecordPaymentDialogProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const dispatch = useAppDispatch();
  const record = useRecordPayment();
  // The form follows the budget: after a partial payment it offers the new remainder.
  const defaults = useMemo(() => paymentDefaults(budget), [budget]);
  const form = useForm<RecordPaymentInput>({ resolver, values: defaults });

  const close = () => {
    form.reset(defaults);
    onClose();
  };

  const confirm = async () => {
    let done = false;
    await form.handleSubmit(async (input) => {
      try {
        const answer = await record.mutateAsync({
          id: budget.id,
          input: {
            ...input,
            paymentReference: blankToNull(input.paymentReference),
            notes: blankToNull(input.notes),
          },
        });
        const closed = answer.status === 3 || answer.isPaid === true;
        dispatch(
          notify({
            message: t(closed ? 'budgets.payment.closed' : 'budgets.payment.saved'),
            severity: 'success',
          }),
        );
        done = true;
      } catch (error) {
        const failure = apiErrorOf(error);
        const fields = Object.entries(failure.fieldErrors).filter(([field]) =>
          (FIELDS as readonly string[]).includes(field),
        );
        fields.forEach(([field, texts]) =>
          form.setError(field as Path<RecordPaymentInput>, { type: SERVER_ERROR_TYPE, message: texts[0] }),
        );
        // A business rule refused without naming a field is about the amount (the budget's balance).
        if (fields.length === 0 && failure.status === 422 && failure.message)
          form.setError('amount', { type: SERVER_ERROR_TYPE, message: failure.message });
        else if (fields.length === 0) throw error;
      }
    })();
    return done;
  };

  const dateLabel = t('budgets.payment.paidDate');
  return (
    <ConfirmDialog
      open={open}
      title={t('budgets.payment.title')}
      icon={<PaymentsRounded color="primary" aria-hidden />}
      message={t('budgets.payment.message', {
        organization: budget.organizationName,
        period: formatPeriod(budget.year, budget.month, language),
        remaining: formatAzn(budget.remainingAmount, language),
      })}
      confirmLabel={t('budgets.payment.confirm')}
      onConfirm={confirm}
      onClose={close}
    >
      <Stack sx={{ gap: 0.5, pt: 1 }}>
        <FormTextField
          form={form}
          name="amount"
          kind="number"
          label={t('budgets.payment.amount')}
          required
          autoFocus
        />
        <DateLocalization>
          <Controller
            control={form.control}
            name="paidDate"
            render={({ field, fieldState }) => (
              <DatePicker
                label={dateLabel}
                value={field.value ? dateOfIsoDay(field.value) : null}
                onChange={(date) => field.onChange(date && isValid(date) ? isoDayOf(date) : '')}
                inputRef={field.ref}
                slotProps={{
                  textField: {
                    name: field.name,
                    required: true,
                    fullWidth: true,
                    onBlur: field.onBlur,
                    error: Boolean(fieldState.error),
                    // An emptied or half-typed day reads "required" rather than "not a date".
                    helperText:
                      fieldErrorText(
                        fieldState.error && field.value === ''
                          ? { type: 'required', message: undefined }
                          : fieldState.error,
                        dateLabel,
                        t,
                        language,
                      ) ?? ' ',
                  },
                }}
              />
            )}
          />
        </DateLocalization>
        <FormTextField form={form} name="paymentReference" label={t('budgets.payment.reference')} />
        <FormTextField form={form} name="notes" label={t('budgets.payment.notes')} multiline minRows={2} />
      </Stack>
    </ConfirmDialog>
  );
};
