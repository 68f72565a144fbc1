import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header';
import { AppearanceSection } from '../components/appearance-section';
import { CurrencySection } from '../components/currency-section';
import { LanguageSection } from '../components/language-section';
import { LockSection } from '../components/lock-section';

/** Settings (route /settings): appearance, language, currency and the lock screen, applied at once. */
export const SettingsPage = () => {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridRow: { lg: 'span 3' } }}>
          <AppearanceSection />
        </Box>
        <LanguageSection />
        <CurrencySection />
        <LockSection />
      </Box>
    </Box>
  );
};
