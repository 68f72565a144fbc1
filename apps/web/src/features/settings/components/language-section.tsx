import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import { languages, type Language } from '@emlak/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceGrid } from './choice-grid';
import { SettingsSection } from './settings-section';

/** The interface language; i18n persists it under `lang`. */
export const LanguageSection = () => {
  const { t, i18n } = useTranslation();
  return (
    <SettingsSection
      icon={<LanguageOutlined />}
      title={t('settings.language.title')}
      description={t('settings.language.description')}
    >
      <ChoiceGrid
        label={t('settings.language.title')}
        value={i18n.language as Language}
        onChange={(language) => void i18n.changeLanguage(language)}
        options={languages.map((language) => ({
          value: language,
          label: t(`common.languages.${language}`),
          caption: language.toUpperCase(),
          lang: language,
        }))}
      />
    </SettingsSection>
  );
};
