import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneSchema, requiredPhoneSchema } from './phone';
import { createContactSchema } from './schemas/contacts';
import { updateProfileSchema } from './schemas/profile-input';
import { updateUserSchema } from './schemas/users';

/** The message a schema gives for a value, or null when it passes. */
const messageOf = (schema: typeof phoneSchema, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the phone rule shared by the server and the browser', () => {
  it.each([
    ['050 123 45 67', '+994501234567'],
    ['(050) 1234567', '+994501234567'],
    ['+994 50 123 45 67', '+994501234567'],
    ['994501234567', '+994501234567'],
    ['00994501234567', '+994501234567'],
    ['012 404 00 00', '+994124040000'],
    ['+7 916 123 45 67', '+79161234567'],
  ])('accepts %j (stored as %s)', (written, e164) => {
    expect(normalizePhone(written)).toBe(e164);
    expect(messageOf(phoneSchema, written)).toBeNull();
    expect(messageOf(requiredPhoneSchema, written)).toBeNull();
  });

  it.each([
    ['12345'],
    ['abc'],
    ['123'],
    ['050 123 45 6'],
    ['050 123 45 678'],
    ['call 050 123 45 67'],
    ['050 123 45 67 ext 5'],
  ])('refuses %j with validation.invalidPhone', (written) => {
    expect(normalizePhone(written)).toBeNull();
    expect(messageOf(phoneSchema, written)).toBe('validation.invalidPhone');
    expect(messageOf(requiredPhoneSchema, written)).toBe('validation.invalidPhone');
  });

  it('lets an optional phone be empty (clears it) and a required one say it is missing', () => {
    expect(messageOf(phoneSchema, '')).toBeNull();
    expect(messageOf(phoneSchema, '   ')).toBeNull();
    expect(requiredPhoneSchema.safeParse('').error?.issues[0]?.code).toBe('too_small');
  });

  it.each([
    ['contact phone1', createContactSchema, { ownerName: 'Rəşad', phone1: '12345' }, 'phone1'],
    [
      'contact phone2',
      createContactSchema,
      { ownerName: 'Rəşad', phone1: '0501234567', phone2: 'abc' },
      'phone2',
    ],
    [
      'user phone',
      updateUserSchema,
      {
        firstName: 'Aysel',
        lastName: 'Məmmədova',
        email: 'aysel@mail.az',
        organizationId: 1,
        roleId: 3,
        phone: '12345',
        version: 1,
      },
      'phone',
    ],
    [
      'profile phone',
      updateProfileSchema,
      { firstName: 'A', lastName: 'B', email: 'a@b.az', phone: 'abc' },
      'phone',
    ],
  ] as const)('the %s is checked by the input schema', (_name, schema, input, field) => {
    const issues = schema.safeParse(input).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, 'validation.invalidPhone'],
    ]);
  });
});
