import type { Language } from '@emlak/contracts';
import { auth } from './locales/auth';
import { cities } from './locales/cities';
import { comingSoon } from './locales/coming-soon';
import { common } from './locales/common';
import { dashboard } from './locales/dashboard';
import { errors } from './locales/errors';
import { forms } from './locales/forms';
import { http } from './locales/http';
import { lock } from './locales/lock';
import { navigation } from './locales/navigation';
import { payment } from './locales/payment';
import { settings } from './locales/settings';
import { shell } from './locales/shell';
import { table } from './locales/table';

/** Every area of texts; a key is `area.key`, e.g. t('errors.goHome'). */
export const areas = {
  common,
  auth,
  shell,
  navigation,
  errors,
  http,
  lock,
  settings,
  comingSoon,
  dashboard,
  payment,
  table,
  forms,
  cities,
};

export const resources = (language: Language) =>
  Object.fromEntries(Object.entries(areas).map(([name, texts]) => [name, texts[language]]));
