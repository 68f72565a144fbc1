import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { issueToken } from '@/shared/lib/form-errors';
import { amortize } from '../calc/mortgage';
import { PRESETS, presetWarnings, type PresetId } from '../calc/presets';
import { loanOf, mortgageSchema, type DownMode, type MortgageValues } from '../schemas';

export const START_PRICE = 120_000;

/** A preset's terms as the form's values, the down payment as a percent. */
export const presetValues = (id: PresetId, price: number): MortgageValues => {
  const preset = PRESETS[id];
  return {
    price,
    downMode: 'percent',
    down: preset.defaultDownPercent,
    rate: preset.annualRate,
    years: preset.maxYears,
  };
};

/**
 * The mortgage form and what its valid values come to: the loan, the annuity schedule and the
 * warnings of the chosen preset. Shared by the inputs' card and the schedule's card of the page.
 */
export const useMortgageCalculator = () => {
  const [preset, setPreset] = useState<PresetId>('standard');
  const form = useForm<MortgageValues>({
    resolver: zodResolver(mortgageSchema, { error: issueToken }),
    mode: 'onChange',
    defaultValues: presetValues('standard', START_PRICE),
  });
  const watched = useWatch({ control: form.control }) as MortgageValues;
  const parsed = mortgageSchema.safeParse(watched);
  const valid = parsed.success ? parsed.data : null;
  const key = valid ? JSON.stringify(valid) : null;

  const computed = useMemo(() => {
    if (!key) return null;
    const values = JSON.parse(key) as MortgageValues;
    const loan = loanOf(values);
    return {
      loan,
      result: amortize({ principal: loan.principal, annualRate: values.rate, years: values.years }),
      years: values.years,
    };
  }, [key]);

  const choosePreset = (id: PresetId) => {
    setPreset(id);
    const price = typeof watched.price === 'number' && watched.price > 0 ? watched.price : START_PRICE;
    form.reset(presetValues(id, price));
  };

  const switchDownMode = (mode: DownMode) => {
    if (mode === watched.downMode) return;
    // The same down payment, written the other way.
    if (computed) {
      const { downAmount, downPercent } = computed.loan;
      form.setValue('down', mode === 'amount' ? downAmount : Math.round(downPercent * 100) / 100);
    }
    form.setValue('downMode', mode, { shouldValidate: true });
  };

  const warnings = computed
    ? presetWarnings(PRESETS[preset], { ...computed.loan, years: computed.years })
    : [];

  return {
    form,
    preset,
    choosePreset,
    downMode: watched.downMode,
    switchDownMode,
    loan: computed?.loan ?? null,
    result: computed?.result ?? null,
    warnings,
  };
};

export type MortgageCalculator = ReturnType<typeof useMortgageCalculator>;
