import { generateBudgetsSchema, type Budget, type GenerateBudgetsInput } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueToken } from '@/shared/lib/form-errors';
import { monthName } from '@/shared/budgets/budget-format';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { FormSelectField } from '@/shared/ui/form-panel/form-select-field';
import { useBudgetOrganizations } from '../api/use-budget-organizations';
import { useGenerateBudgets } from '../api/use-generate-budgets';
import { lastMonthOf } from '../generate-defaults';
import { yearOptions } from './budget-filters';

const resolver = zodResolver(generateBudgetsSchema, { error: issueToken });
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

export type GenerateMonthDialogProps = {
  open: boolean;
  onClose: () => void;
  /** What the server issued or recomputed, for the result dialog. */
  onGenerated: (budgets: Budget[], period: Pick<GenerateBudgetsInput, 'year' | 'month'>) => void;
};

/**
 * The SuperAdmin's "Generate month": a year and a month (last month by default) and, optionally,
 * one organization; checked with the contracts' generateBudgetsSchema before it is sent.
 */
export const GenerateMonthDialog = ({ open, onClose, onGenerated }: GenerateMonthDialogProps) => {
  const { t, i18n } = useTranslation();
  const generate = useGenerateBudgets();
  const organizations = useBudgetOrganizations(open);
  const form = useForm<GenerateBudgetsInput>({ resolver, defaultValues: lastMonthOf() });
  const [organizationId, setOrganizationId] = useState('');

  const close = () => {
    form.reset(lastMonthOf());
    setOrganizationId('');
    onClose();
  };

  const confirm = async () => {
    let done = false;
    await form.handleSubmit(async ({ year, month }) => {
      const input: GenerateBudgetsInput = {
        year,
        month,
        ...(organizationId ? { organizationId: Number(organizationId) } : {}),
      };
      const budgets = await generate.mutateAsync(input);
      onGenerated(budgets, { year, month });
      done = true;
    })();
    return done;
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('budgets.generate.title')}
      icon={<EventRepeatRounded color="primary" aria-hidden />}
      message={t('budgets.generate.message')}
      confirmLabel={t('budgets.generate.confirm')}
      onConfirm={confirm}
      onClose={close}
    >
      <Stack sx={{ gap: 0.5, pt: 1 }}>
        <Stack direction="row" sx={{ gap: 1.5 }}>
          <FormSelectField
            form={form}
            name="month"
            label={t('budgets.generate.month')}
            options={MONTHS.map((month) => ({ value: month, label: monthName(month, i18n.language) }))}
            autoFocus
          />
          <FormSelectField
            form={form}
            name="year"
            label={t('budgets.generate.year')}
            options={yearOptions(undefined).map((year) => ({ value: year, label: String(year) }))}
          />
        </Stack>
        <TextField
          select
          fullWidth
          label={t('budgets.generate.organization')}
          value={organizationId}
          onChange={(event) => setOrganizationId(event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          helperText=" "
        >
          <MenuItem value="">{t('budgets.generate.allOrganizations')}</MenuItem>
          {(organizations.data ?? []).map((option) => (
            <MenuItem key={option.organizationId} value={String(option.organizationId)}>
              {option.organizationName}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </ConfirmDialog>
  );
};
