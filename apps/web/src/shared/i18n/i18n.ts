import { DEFAULT_LANGUAGE, languages, type Language } from '@emlak/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from './resources';

/** The language is stored under `lang` (spec section 1); az by default. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export const storedLanguage = (): Language => {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
};

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: false,
  supportedLngs: [...languages],
  resources: Object.fromEntries(
    languages.map((language) => [language, { translation: resources(language) }]),
  ),
  interpolation: { escapeValue: false },
  returnNull: false,
});

const applyLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
};
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

export { i18n };
