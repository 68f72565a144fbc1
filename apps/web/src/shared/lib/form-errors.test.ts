import { cityInputSchema } from '@emlak/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { fieldErrorText, issueToken, SERVER_ERROR_TYPE } from './form-errors';

/** The message under each failing field of a city, as the form would show it. */
const messages = (input: unknown, language: string) => {
  const result = cityInputSchema.safeParse(input, { error: issueToken });
  if (result.success) return {};
  const t = i18n.getFixedT(language);
  return Object.fromEntries(
    result.error.issues.map((issue) => {
      const field = String(issue.path[0]);
      const label = t(`cities.fields.${field}`);
      return [field, fieldErrorText({ type: issue.code, message: issue.message }, label, t, language)];
    }),
  );
};

afterEach(() => i18n.changeLanguage('az'));

describe('form error messages', () => {
  it("says '{field} is required' for every missing field, in az, en and ru", () => {
    expect(messages({}, 'en')).toEqual({
      name: 'Name is required',
      nameEn: 'Name (English) is required',
      nameRu: 'Name (Russian) is required',
      kind: 'Kind is required',
      latitude: 'Latitude is required',
      longitude: 'Longitude is required',
    });
    expect(messages({ name: '  ' }, 'az')).toMatchObject({
      name: 'Ad tələb olunur',
      kind: 'Növ tələb olunur',
    });
    expect(messages({ latitude: Number.NaN }, 'ru')).toMatchObject({ latitude: 'Поле «Широта» обязательно' });
  });

  it.each([
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    [{ latitude: 60 }, 'latitude', 'Latitude must be at most 41.95'],
    [{ longitude: 10 }, 'longitude', 'Longitude must be at least 44.7'],
    [{ displayOrder: 2.5 }, 'displayOrder', 'Order must be a whole number'],
    [{ kind: 'village' }, 'kind', 'Choose Kind from the list'],
    [{ name: 'Quba\u0000' }, 'name', 'Contains characters that are not allowed'],
  ])('maps %j to a message with its bounds', (input, field, message) => {
    expect(messages(input, 'en')[field]).toBe(message);
  });

  it('writes the bounds in the language of the user', () => {
    expect(messages({ latitude: 60 }, 'az').latitude).toBe('En dairəsi ən çox 41,95 ola bilər');
  });

  it("shows a server's message as it came", () => {
    const t = i18n.getFixedT('en');
    expect(fieldErrorText({ type: SERVER_ERROR_TYPE, message: 'Bu ad artıq var' }, 'Name', t, 'en')).toBe(
      'Bu ad artıq var',
    );
    expect(fieldErrorText(undefined, 'Name', t, 'en')).toBeUndefined();
  });
});
