import { DEFAULT_LANGUAGE, languages, type Language } from '@emlak/contracts';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { textParts, type TextPart } from './text-parts';

/** The language is stored under `lang` (spec section 1); az by default. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export const storedLanguage = (): Language => {
  const value = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
};

type Texts = () => Promise<{ default: ResourceKey }>;

/**
 * Each language's texts are chunks of their own (made by locale-bundles.ts), loaded when that
 * language is first used, so the browser never downloads the two it does not show; and in three
 * parts (text-parts.ts; their areas: resources.ts `areasOf`): `core` (what the login and lock
 * screens say), `shell` (the app shell and the dashboard, where a visit lands after signing in)
 * and `screens` (the other screens), each loaded with the first screen that needs it.
 */
const partTexts: Record<TextPart, Record<Language, Texts>> = {
  core: {
    az: () => import('virtual:locale/az/core'),
    en: () => import('virtual:locale/en/core'),
    ru: () => import('virtual:locale/ru/core'),
  },
  shell: {
    az: () => import('virtual:locale/az/shell'),
    en: () => import('virtual:locale/en/shell'),
    ru: () => import('virtual:locale/ru/shell'),
  },
  screens: {
    az: () => import('virtual:locale/az/screens'),
    en: () => import('virtual:locale/en/screens'),
    ru: () => import('virtual:locale/ru/screens'),
  },
};

const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);

/** The parts some screen asked for so far: a language loaded later comes with all of them. */
const wanted = new Set<TextPart>(['core']);
const loadedParts = new Map<Language, Set<TextPart>>();
const markLoaded = (language: Language, part: TextPart) =>
  loadedParts.set(language, new Set(loadedParts.get(language)).add(part));

const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) return callback(null, {});
    const parts = textParts.filter((part) => wanted.has(part));
    Promise.all(parts.map((part) => partTexts[part][language]())).then(
      (modules) => {
        parts.forEach((part) => markLoaded(language, part));
        callback(null, Object.assign({}, ...modules.map((module) => module.default as object)));
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

/** Loads the given parts for every language loaded so far (and any language loaded later). */
const loadTexts = async (parts: readonly TextPart[]) => {
  parts.forEach((part) => wanted.add(part));
  await i18nReady;
  await Promise.all(
    languages
      .filter((language) => i18n.hasResourceBundle(language, 'translation'))
      .flatMap((language) =>
        parts
          .filter((part) => !loadedParts.get(language)?.has(part))
          .map(async (part) => {
            const texts = await partTexts[part][language]();
            i18n.addResourceBundle(language, 'translation', texts.default, true, true);
            markLoaded(language, part);
          }),
      ),
  );
};

/** The texts of the shell and the dashboard: those screens wait for them (app/router.tsx). */
export const loadShellTexts = () => loadTexts(['shell']);

/** Every text: the other signed-in screens wait for it before they render (app/router.tsx). */
export const loadAllTexts = () => loadTexts(['shell', 'screens']);

const applyLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
};
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

export { i18n };
