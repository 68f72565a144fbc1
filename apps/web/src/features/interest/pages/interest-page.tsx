import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header';
import { CommissionCard } from '../components/commission-card';
import { MortgageCard } from '../components/mortgage-card';
import { ScheduleCard } from '../components/schedule-card';
import { useMortgageCalculator } from '../components/use-mortgage-calculator';

/**
 * Interest calculator (route /interest): the agent's commission and a mortgage, side by side on a
 * desktop and one under the other on a phone, the mortgage's schedule below. Everything is worked
 * out in the browser; nothing is sent or saved.
 */
export const InterestPage = () => {
  const { t } = useTranslation();
  const mortgage = useMortgageCalculator();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('navigation.interest')} subtitle={t('interest.subtitle')} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <CommissionCard />
        <MortgageCard calculator={mortgage} />
      </Box>
      {mortgage.result && <ScheduleCard result={mortgage.result} />}
    </Stack>
  );
};
