import { languages } from '@emlak/contracts';
import { describe, expect, it } from 'vitest';
import { areas } from './resources';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('translations', () => {
  it.each(Object.entries(areas))('%s has the same keys in az, en and ru, none empty', (_name, texts) => {
    const reference = keysOf(texts.en).sort();
    for (const language of languages) {
      const table = texts[language as keyof typeof texts];
      expect(keysOf(table).sort(), language).toEqual(reference);
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
