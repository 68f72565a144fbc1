import { languages, type Language } from '@emlak/contracts';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** az / en / ru on the login page itself; i18n persists the choice under `lang`. */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={i18n.language}
      aria-label={t('auth.language')}
      onChange={(_event, value: Language | null) => {
        if (value) void i18n.changeLanguage(value);
      }}
    >
      {languages.map((language) => (
        <ToggleButton
          key={language}
          value={language}
          lang={language}
          aria-label={t('common.nameWithShown', {
            name: t(`common.languages.${language}`),
            shown: language.toUpperCase(),
          })}
          sx={{ px: 1.25, py: 0.5, fontWeight: 600, fontSize: '0.75rem', letterSpacing: 0.5 }}
        >
          {language.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
