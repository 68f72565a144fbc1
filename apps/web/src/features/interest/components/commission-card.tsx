import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueToken } from '@/shared/lib/form-errors';
import { ChoiceToggle } from '@/shared/ui/choice-toggle';
import { FormNumberField } from '@/shared/ui/form-panel/form-number-field';
import { commissionFromPercent, percentFromCommission } from '../calc/commission';
import { commissionSchema, type CommissionInput, type CommissionValues } from '../schemas';
import { SectionCard } from '@/shared/ui/section-card';
import { ResultList } from './result-list';
import { useAzn } from './use-azn';

const START: CommissionValues = {
  mode: 'percent',
  price: 150_000,
  percent: 3,
  commission: 4500,
  sellerShare: 100,
};

const resultOf = (values: CommissionInput) =>
  values.mode === 'percent'
    ? commissionFromPercent(values.price, values.percent, values.sellerShare)
    : percentFromCommission(values.price, values.commission, values.sellerShare);

/**
 * The agent's commission: from the price and the percent, or the percent a commission is of the
 * price, and how the seller and the buyer share it. It answers as the fields change.
 */
export const CommissionCard = () => {
  const { t } = useTranslation();
  const azn = useAzn();
  const form = useForm<CommissionValues, unknown, CommissionInput>({
    // The form holds both the percent and the commission; the schema checks the one in use.
    resolver: zodResolver(commissionSchema, { error: issueToken }) as unknown as Resolver<
      CommissionValues,
      unknown,
      CommissionInput
    >,
    mode: 'onChange',
    defaultValues: START,
  });
  const values = useWatch({ control: form.control }) as CommissionValues;
  const parsed = commissionSchema.safeParse(values);
  const result = parsed.success ? resultOf(parsed.data) : null;

  const switchMode = (mode: CommissionValues['mode']) => {
    // The other way round starts from what was just worked out.
    if (result && mode === 'amount') form.setValue('commission', result.commission);
    if (result && mode === 'percent') form.setValue('percent', result.percent);
    form.setValue('mode', mode, { shouldValidate: true });
  };

  return (
    <SectionCard
      title={t('interest.commission.title')}
      hint={t('interest.commission.hint')}
      actions={
        <ChoiceToggle
          label={t('interest.commission.mode.label')}
          value={values.mode}
          onChange={switchMode}
          choices={(['percent', 'amount'] as const).map((value) => ({
            value,
            label: t(`interest.commission.mode.${value}`),
          }))}
        />
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}
      >
        <FormNumberField form={form} name="price" label={t('interest.commission.price')} />
        {values.mode === 'percent' ? (
          <FormNumberField
            key="percent"
            form={form}
            name="percent"
            label={t('interest.commission.percent')}
          />
        ) : (
          <FormNumberField
            key="amount"
            form={form}
            name="commission"
            label={t('interest.commission.amount')}
          />
        )}
        <FormNumberField
          form={form}
          name="sellerShare"
          label={t('interest.commission.sellerShare')}
          hint={t('interest.commission.sellerShareHint')}
        />
      </Box>
      {result && (
        <ResultList
          label={t('interest.commission.title')}
          items={[
            {
              label: t('interest.commission.result.commission'),
              value: azn.money(result.commission),
              main: true,
            },
            { label: t('interest.commission.result.percent'), value: azn.percent(result.percent) },
            { label: t('interest.commission.result.seller'), value: azn.money(result.seller) },
            { label: t('interest.commission.result.buyer'), value: azn.money(result.buyer) },
          ]}
        />
      )}
    </SectionCard>
  );
};
