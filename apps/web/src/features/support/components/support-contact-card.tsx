import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { Box, CircularProgress, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, telHref } from '@/shared/lib/phone';
import { LoadErrorMessage } from '@/shared/ui/load-error-message';
import { Ltr } from '@/shared/ui/ltr';
import { SectionCard } from '@/shared/ui/section-card';
import { useSupportContact } from '../api/use-support-contact';

const Row = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
    <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
      {icon}
    </Box>
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  </Stack>
);

/** The spec's support hours and response time, and the configured e-mail and phone as links. */
export const SupportContactCard = () => {
  const { t } = useTranslation();
  const contact = useSupportContact();
  return (
    <SectionCard title={t('support.contact.title')} hint={t('support.contact.hint')}>
      <Stack sx={{ gap: 2 }}>
        <Row icon={<ScheduleRounded />} label={t('support.contact.hours')}>
          {t('support.contact.hoursValue')}
        </Row>
        <Row icon={<TimerOutlined />} label={t('support.contact.response')}>
          {t('support.contact.responseValue')}
        </Row>
        {contact.isPending && <CircularProgress size={24} aria-label={t('common.loading')} />}
        {contact.isError && (
          <LoadErrorMessage
            title={t('support.contact.loadFailed')}
            hint={t('support.contact.loadFailedHint')}
            onRetry={() => void contact.refetch()}
          />
        )}
        {contact.data && (
          <>
            <Row icon={<MailOutlineRounded />} label={t('support.contact.email')}>
              <Link href={`mailto:${contact.data.email}`}>{contact.data.email}</Link>
            </Row>
            <Row icon={<PhoneRounded />} label={t('support.contact.phone')}>
              <Link href={telHref(contact.data.phone)}>
                <Ltr>{formatPhone(contact.data.phone)}</Ltr>
              </Link>
            </Row>
          </>
        )}
      </Stack>
    </SectionCard>
  );
};
