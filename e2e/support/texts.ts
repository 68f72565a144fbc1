import type { Language } from '@emlak/contracts';
import { areas } from '../../apps/web/src/shared/i18n/resources';

type Areas = typeof areas;

/** The interface texts of one language, exactly as the web app shows them. */
export const texts = (language: Language) =>
  Object.fromEntries(Object.entries(areas).map(([area, byLanguage]) => [area, byLanguage[language]])) as {
    [Area in keyof Areas]: Areas[Area]['az'];
  };

export const az = texts('az');
export const en = texts('en');
export const ru = texts('ru');

/** Fills i18next's `{{name}}` placeholders. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));

/** A text as a regular expression that matches it literally. */
export const literal = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
