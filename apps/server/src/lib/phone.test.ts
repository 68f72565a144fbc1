import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneSearchVariants } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['050 123 45 67', '+994501234567'],
    ['(050) 1234567', '+994501234567'],
    ['+994 50 123 45 67', '+994501234567'],
    ['994501234567', '+994501234567'],
    ['0501234567', '+994501234567'],
    ['00994501234567', '+994501234567'],
    ['+994501234567', '+994501234567'],
    ['055-555-55-55', '+994555555555'],
    ['  070.123.45.67  ', '+994701234567'],
    ['012 404 00 00', '+994124040000'],
    ['+7 916 123 45 67', '+79161234567'],
  ])('reads %j as %s', (written, e164) => {
    expect(normalizePhone(written)).toBe(e164);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['too short', '123'],
    ['one digit short', '050 123 45 6'],
    ['one digit long', '050 123 45 678'],
    ['words around it', 'call 050 123 45 67'],
    ['an extension', '050 123 45 67 ext 5'],
    ['letters', 'abcdefg'],
    ['too long to be written by hand', `050${' '.repeat(30)}1234567`],
  ])('refuses %s', (_name, written) => {
    expect(normalizePhone(written)).toBeNull();
  });
});

describe('phoneSearchVariants', () => {
  it.each([
    ['050 123 45 67', { e164: '+994501234567', digits: '501234567', prefix: '+994501234567' }],
    ['050 12', { e164: null, digits: '5012', prefix: '+9945012' }],
    ['+994 50', { e164: null, digits: '99450', prefix: '+99450' }],
    ['99450', { e164: null, digits: '99450', prefix: '+99450' }],
    ['0099450', { e164: null, digits: '99450', prefix: '+99450' }],
    ['5012', { e164: null, digits: '5012', prefix: '+9945012' }],
    ['45 67', { e164: null, digits: '4567', prefix: '+9944567' }],
    ['abc', { e164: null, digits: '', prefix: '' }],
  ])('reads the search text %j', (text, expected) => {
    expect(phoneSearchVariants(text)).toEqual(expected);
  });
});
