import { describe, expect, it } from 'vitest';
import {
  dateInputSchema,
  hasControlCharacters,
  queryInteger,
  stripControlCharacters,
  text,
} from './primitives';

describe('the text rule', () => {
  it.each([
    ['a\u0000b', true, true],
    ['\u001b[31m', true, true],
    ['a\u007fb', true, true],
    ['\ud800', true, true],
    ['x\udc00', true, true],
    ['tab\there', true, false],
    ['two\r\nlines', true, false],
    ['Şəki, Gəncə ə ğ ı ö ü ç ş', false, false],
    ['😀 emoji', false, false],
    ['', false, false],
  ])('%j: single-line refused %s, multi-line refused %s', (value, singleLine, multiLine) => {
    expect(hasControlCharacters(value)).toBe(singleLine);
    expect(hasControlCharacters(value, { multiline: true })).toBe(multiLine);
    expect(text().safeParse(value).success).toBe(!singleLine);
    expect(text({ multiline: true }).safeParse(value).success).toBe(!multiLine);
  });

  it('reports its own message key', () => {
    expect(text().safeParse('a\u0000').error?.issues[0]?.message).toBe('validation.controlCharacter');
  });

  it('strips what metadata must not carry', () => {
    expect(stripControlCharacters('Mozilla\u0000/5.0\t(X11)\ud800')).toBe('Mozilla/5.0(X11)');
  });
});

describe('query integers', () => {
  const page = queryInteger({ min: 0, max: 100 });
  it.each([
    ['0', 0],
    ['7', 7],
    ['007', 7],
    ['100', 100],
  ])('reads %j as %d', (value, expected) => {
    expect(page.parse(value)).toBe(expected);
  });

  it.each(['0x10', '1e2', ' 7', '7 ', '', '-1', '1.5', '101', '9'.repeat(16)])('refuses %j', (value) => {
    expect(page.safeParse(value).success).toBe(false);
  });
});

describe('date inputs', () => {
  it.each([
    '2024-02-29',
    '1900-01-01',
    '9999-12-31',
    '2024-05-01T10:00:00+04:00',
    '9999-12-31T23:59:59+01:00',
  ])('takes %j', (value) => {
    expect(dateInputSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    '2023-02-29',
    '1899-12-31',
    '10000-01-01',
    '9999-12-31T23:59:59-01:00',
    '1900-01-01T00:00:00+04:00',
    '2024-05-01T10:00:00',
    '2024-05-01 10:00:00Z',
    'today',
  ])('refuses %j', (value) => {
    expect(dateInputSchema.safeParse(value).success).toBe(false);
  });
});
