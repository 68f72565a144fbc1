import { DEFAULT_LANGUAGE, languages, type Language } from '@emlak/contracts';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The language is stored under `lang` (spec section 1); az by default. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export const storedLanguage = (): Language => {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
};

type Texts = () => Promise<{ default: ResourceKey }>;

/**
 * Each language's texts are chunks of their own (made by locale-bundles.ts), loaded when that
 * language is first used, so the browser never downloads the two it does not show; and in two
 * parts: `core` (what the login and lock screens say) and `rest` (the signed-in app), which comes
 * with the first signed-in screen (loadAllTexts).
 */
const coreTexts: Record<Language, Texts> = {
  az: () => import('virtual:locale/az/core'),
  en: () => import('virtual:locale/en/core'),
  ru: () => import('virtual:locale/ru/core'),
};
const restTexts: Record<Language, Texts> = {
  az: () => import('virtual:locale/az/rest'),
  en: () => import('virtual:locale/en/rest'),
  ru: () => import('virtual:locale/ru/rest'),
};

const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);

/** Set once a signed-in screen asked for every text: later languages load whole. */
let allWanted = false;
const restLoaded = new Set<Language>();

const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) return callback(null, {});
    const whole = allWanted;
    Promise.all([coreTexts[language](), whole ? restTexts[language]() : undefined]).then(
      ([core, rest]) => {
        if (rest) restLoaded.add(language);
        callback(null, { ...(core.default as object), ...((rest?.default as object | undefined) ?? {}) });
      },
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
    );
  },
};

/**
 * Resolves once the stored language's core texts are in: the app renders after it (main.tsx), so
 * no screen ever shows a key. A later change of language (i18n.changeLanguage) loads the new texts
 * before it switches.
 */
export const i18nReady = i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: false,
    supportedLngs: [...languages],
    // Only the one language: no 'az-AZ' -> 'az' lookups that would load nothing.
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/**
 * Every text of each language loaded so far (and of any language loaded later): the signed-in
 * screens wait for it before they render (app/router.tsx).
 */
export const loadAllTexts = async () => {
  allWanted = true;
  await i18nReady;
  const missing = languages.filter(
    (language) => !restLoaded.has(language) && i18n.hasResourceBundle(language, 'translation'),
  );
  await Promise.all(
    missing.map(async (language) => {
      const rest = await restTexts[language]();
      i18n.addResourceBundle(language, 'translation', rest.default, true, true);
      restLoaded.add(language);
    }),
  );
};

const applyLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
};
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

export { i18n };
