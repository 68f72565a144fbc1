import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/shared/ui/section-card';

/** The ten questions agents ask first, in this order (texts: locales/support.ts `faq`). */
const questions = [
  'search',
  'planLimit',
  'otherDevice',
  'payment',
  'myList',
  'savedSearch',
  'lockScreen',
  'settings',
  'businessCard',
  'password',
] as const;

/** The FAQ as an accordion: each question a button (h3) that opens its answer region. */
export const SupportFaq = () => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <SectionCard title={t('support.faq.title')} hint={t('support.faq.hint')}>
      {questions.map((question) => (
        <Accordion
          key={question}
          disableGutters
          elevation={0}
          slotProps={{
            heading: { component: 'h3' },
            transition: { unmountOnExit: true },
          }}
          sx={{
            bgcolor: 'transparent',
            borderTop: 1,
            borderColor: 'divider',
            '&::before': { display: 'none' },
          }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreRounded />}
            id={`${id}-${question}-q`}
            aria-controls={`${id}-${question}-a`}
            sx={{ px: 0.5 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t(`support.faq.${question}.q`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 0.5, pt: 0 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`support.faq.${question}.a`)}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </SectionCard>
  );
};
