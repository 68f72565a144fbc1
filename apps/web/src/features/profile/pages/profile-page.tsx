import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadErrorMessage } from '@/shared/ui/load-error-message';
import { PageHeader } from '@/shared/ui/page-header';
import { SectionCard } from '@/shared/ui/section-card';
import { useProfile } from '../api/use-profile';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileForm } from '../components/profile-form';
import { ProfileSummary } from '../components/profile-summary';

/** Profile (route /profile): the own details, the sign-in e-mail and the password. */
export const ProfilePage = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      {profile.isError && (
        <LoadErrorMessage
          title={t('profile.loadFailed')}
          hint={t('profile.loadFailedHint')}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.data && (
        <Stack sx={{ gap: 2 }}>
          <ProfileSummary profile={profile.data} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
              alignItems: 'start',
            }}
          >
            <SectionCard title={t('profile.details.title')} hint={t('profile.details.hint')}>
              <ProfileForm key={profile.data.email} profile={profile.data} />
            </SectionCard>
            <SectionCard title={t('profile.password.title')} hint={t('profile.password.hint')}>
              <ChangePasswordForm />
            </SectionCard>
          </Box>
        </Stack>
      )}
    </Box>
  );
};
