import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ChoiceToggle } from '@/shared/ui/choice-toggle';
import { FormNumberField } from '@/shared/ui/form-panel/form-number-field';
import { PRESET_IDS, PRESETS } from '../calc/presets';
import { DOWN_MODES } from '../schemas';
import { SectionCard } from '@/shared/ui/section-card';
import { PresetWarnings } from './preset-warnings';
import { ResultList } from './result-list';
import { useAzn } from './use-azn';
import type { MortgageCalculator } from './use-mortgage-calculator';

/**
 * The mortgage inputs and what they come to: the Fund's presets fill the fields, which stay
 * editable; leaving a preset's limits warns rather than refuses.
 */
export const MortgageCard = ({ calculator }: { calculator: MortgageCalculator }) => {
  const { t } = useTranslation();
  const azn = useAzn();
  const { form, preset, choosePreset, downMode, switchDownMode, loan, result, warnings } = calculator;
  const chosen = PRESETS[preset];

  return (
    <SectionCard
      title={t('interest.mortgage.title')}
      hint={t('interest.mortgage.hint')}
      actions={
        <ChoiceToggle
          label={t('interest.mortgage.preset.label')}
          value={preset}
          onChange={choosePreset}
          choices={PRESET_IDS.map((id) => ({ value: id, label: t(`interest.mortgage.preset.${id}`) }))}
        />
      }
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('interest.mortgage.preset.summary', {
          rate: chosen.annualRate,
          years: chosen.maxYears,
          down: chosen.minDownPercent,
          max: azn.money(chosen.maxLoan),
        })}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => event.preventDefault()}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}
      >
        <FormNumberField form={form} name="price" label={t('interest.mortgage.price')} />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <FormNumberField
            key={downMode}
            form={form}
            name="down"
            label={t(
              downMode === 'percent' ? 'interest.mortgage.downPercent' : 'interest.mortgage.downAmount',
            )}
          />
          <Box sx={{ pt: 1 }}>
            <ChoiceToggle
              label={t('interest.mortgage.downMode.label')}
              value={downMode}
              onChange={switchDownMode}
              choices={DOWN_MODES.map((mode) => ({
                value: mode,
                label: t(`interest.mortgage.downMode.${mode}`),
              }))}
            />
          </Box>
        </Box>
        <FormNumberField form={form} name="rate" label={t('interest.mortgage.rate')} />
        <FormNumberField form={form} name="years" label={t('interest.mortgage.years')} />
      </Box>
      {result && loan ? (
        <ResultList
          label={t('interest.mortgage.title')}
          items={[
            {
              label: t('interest.mortgage.result.monthly'),
              value: azn.money(result.monthlyPayment),
              main: true,
            },
            { label: t('interest.mortgage.result.loan'), value: azn.money(loan.principal) },
            { label: t('interest.mortgage.result.down'), value: azn.money(loan.downAmount) },
            { label: t('interest.mortgage.result.totalPaid'), value: azn.money(result.totalPaid) },
            { label: t('interest.mortgage.result.totalInterest'), value: azn.money(result.totalInterest) },
          ]}
        />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('interest.mortgage.invalid')}
        </Typography>
      )}
      <PresetWarnings warnings={warnings} />
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5 }}>
        {t('interest.mortgage.preset.note')}
      </Typography>
    </SectionCard>
  );
};
