import {
  cityInputSchema,
  createAnnouncementSchema,
  formatMessage,
  languages,
  sellUserAdSchema,
  validationKeys,
} from '@emlak/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { CONTRACT_MESSAGE_KEYS, fieldErrorText, issueToken, SERVER_ERROR_TYPE } from './form-errors';

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

  it("words the contracts' own rules as the server does, naming the field, in az, en and ru", () => {
    const valid = {
      addType: 'sell',
      propertyType: 1,
      cityId: 1,
      phone1: '050 123 45 67',
      price: 1,
      area: 50,
    };
    const fields = createAnnouncementSchema.safeParse(
      { ...valid, price: 100.123, baseUrl: 'javascript:alert(1)', color: 'red' },
      { error: issueToken },
    );
    // The rules across fields run once every field is valid.
    const across = createAnnouncementSchema.safeParse(
      { ...valid, stage: 9, stages: 5, latitude: 40.4 },
      { error: issueToken },
    );
    const sale = sellUserAdSchema.safeParse({
      id: 1,
      amountOfSeller: 1,
      amountOfBuyer: 1,
      soldDate: '2026-02-30',
    });
    const issues = [fields, across, sale].flatMap((result) => result.error?.issues ?? []);
    const byField = (language: string) => {
      const t = i18n.getFixedT(language);
      return Object.fromEntries(
        issues.map((issue) => {
          const field = String(issue.path[0]);
          return [
            field,
            fieldErrorText({ type: issue.code, message: issue.message }, `<${field}>`, t, language),
          ];
        }),
      );
    };
    for (const language of languages) {
      const server = (key: Parameters<typeof formatMessage>[1], field: string) =>
        formatMessage(language, key, { field: `<${field}>` });
      expect(byField(language)).toMatchObject({
        price: server('validation.twoDecimals', 'price'),
        stage: server('validation.stageAboveStages', 'stage'),
        longitude: server('validation.coordinatesPair', 'longitude'),
        baseUrl: server('validation.invalidUrl', 'baseUrl'),
        color: server('validation.invalidValue', 'color'),
        soldDate: server('validation.invalidDate', 'soldDate'),
      });
    }
  });

  it('re-translates a contract message when the language changes', () => {
    const error = { type: 'custom', message: 'validation.dateInFuture' };
    expect(fieldErrorText(error, 'Sold on', i18n.getFixedT('en'), 'en')).toBe(
      'Sold on cannot be in the future',
    );
    expect(fieldErrorText(error, 'Satış tarixi', i18n.getFixedT('az'), 'az')).toBe(
      'Satış tarixi gələcək tarix ola bilməz',
    );
  });

  it('knows only message keys the contracts have, and has a text for each in every language', () => {
    for (const key of CONTRACT_MESSAGE_KEYS) {
      expect(validationKeys).toContain(`validation.${key}`);
      for (const language of languages)
        expect(i18n.getFixedT(language)(`forms.${key}`)).not.toBe(`forms.${key}`);
    }
    // Any other message is the generic one.
    const t = i18n.getFixedT('en');
    expect(fieldErrorText({ type: 'custom', message: 'validation.somethingElse' }, 'Name', t, 'en')).toBe(
      'Name is invalid',
    );
  });
});
