import { describe, expect, it } from 'vitest';
import { errorCodes } from './errors';
import { languages, pickLanguage } from './languages';
import { formatMessage, serverMessages } from './messages';

describe('server messages', () => {
  const keys = Object.keys(serverMessages.en).sort();

  it.each(languages)('%s has every key and no empty text', (language) => {
    expect(Object.keys(serverMessages[language]).sort()).toEqual(keys);
    for (const key of keys) expect(serverMessages[language][key as never]).not.toBe('');
  });

  it('has a text for every error code', () => {
    for (const code of errorCodes) expect(keys).toContain(code);
  });

  it.each(languages)('%s keeps every placeholder of the English text', (language) => {
    for (const key of keys) {
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(serverMessages[language][key as never]), key).toEqual(
        placeholders(serverMessages.en[key as never]),
      );
    }
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(formatMessage('en', 'validation.required', { field: 'userName' })).toBe('userName is required');
    expect(formatMessage('az', 'validation.required', { field: 'userName' })).toBe('userName tələb olunur');
    expect(formatMessage('en', 'validation.tooShort', { field: 'name' })).toBe(
      'name must be at least {min} characters',
    );
  });
});

describe('pickLanguage', () => {
  it.each([
    [undefined, 'az'],
    ['', 'az'],
    ['en', 'en'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['de-DE,en;q=0.5', 'en'],
    ['fr', 'az'],
    ['en;q=0.2,ru;q=0.9', 'ru'],
    ['en;q=0', 'az'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});
