import { useTranslation } from 'react-i18next';
import { byYear, type MortgageResult } from '../calc/mortgage';
import { AmortizationTable } from './amortization-table';
import { SectionCard } from '@/shared/ui/section-card';
import { MortgageChart } from './mortgage-chart';

/** The mortgage's schedule: a chart of the years, then the table by year. */
export const ScheduleCard = ({ result }: { result: MortgageResult }) => {
  const { t } = useTranslation();
  const years = byYear(result.schedule);
  return (
    <SectionCard title={t('interest.mortgage.table.title')} hint={t('interest.mortgage.chart.title')}>
      <MortgageChart years={years} />
      <AmortizationTable years={years} />
    </SectionCard>
  );
};
