import { languages } from '@emlak/contracts';
import { describe, expect, it } from 'vitest';
import { areas } from './resources';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The keys with each plural family ("rows_one", "rows_other") as one key, since languages differ. */
const pluralFree = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL, '_#')))].sort();

describe('translations', () => {
  it.each(Object.entries(areas))('%s has the same keys in az, en and ru, none empty', (_name, texts) => {
    const reference = pluralFree(keysOf(texts.en));
    for (const language of languages) {
      const table = texts[language as keyof typeof texts];
      expect(pluralFree(keysOf(table)), language).toEqual(reference);
      // i18next picks the form by Intl.PluralRules: each plural text has every form of the language
      // (ru one/few/many/other, en and az one/other).
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const family of reference.filter((key) => key.endsWith('_#')))
        for (const category of categories)
          expect(keysOf(table), `${language} ${family}`).toContain(family.replace('_#', `_${category}`));
      for (const key of keysOf(table)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], table);
        expect(typeof text === 'string' && text.trim().length > 0, `${language} ${key}`).toBe(true);
      }
    }
  });

  it.each(Object.entries(areas))('%s keeps the placeholders of every English text', (_name, texts) => {
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    for (const key of keysOf(texts.en)) {
      const lookup = (table: unknown) =>
        String(
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], table),
        );
      for (const language of languages) {
        expect(placeholders(lookup(texts[language as keyof typeof texts])), `${language} ${key}`).toEqual(
          placeholders(lookup(texts.en)),
        );
      }
    }
  });
});
