import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AppearanceSection } from '../components/appearance-section';
import { CurrencySection } from '../components/currency-section';
import { LanguageSection } from '../components/language-section';
import { LockSection } from '../components/lock-section';

/** Settings (route /settings): appearance, language, currency and the lock screen, applied at once. */
export const SettingsPage = () => {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1">
          {t('settings.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('settings.subtitle')}
        </Typography>
      </Box>
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
