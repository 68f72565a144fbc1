import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header';
import { SectionCard } from '@/shared/ui/section-card';
import { MyTicketsList } from '../components/my-tickets-list';
import { SupportContactCard } from '../components/support-contact-card';
import { SupportFaq } from '../components/support-faq';
import { SupportRequestForm } from '../components/support-request-form';

/**
 * Support (route /support), for every role and also without a subscription: the hours and the
 * contact, the FAQ, the request form and the caller's own requests with their answers.
 */
export const SupportPage = () => {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageHeader title={t('support.title')} subtitle={t('support.subtitle')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        {/* First in reading order (and on a phone); the right-hand column on a wide screen. */}
        <Stack sx={{ gap: 2, gridColumn: { lg: 2 }, gridRow: { lg: 1 } }}>
          <SupportContactCard />
          <SupportFaq />
        </Stack>
        <Stack sx={{ gap: 2, gridColumn: { lg: 1 }, gridRow: { lg: 1 } }}>
          <SectionCard title={t('support.form.title')} hint={t('support.form.hint')}>
            <SupportRequestForm />
          </SectionCard>
          <MyTicketsList />
        </Stack>
      </Box>
    </Box>
  );
};
