import { describe, expect, it } from 'vitest';
import { formatDecimalInput, parseDecimal } from './decimal-input';

describe('parseDecimal', () => {
  it.each([
    ['az', '40,40', 40.4],
    ['ru', '40,40', 40.4],
    ['en', '40.40', 40.4],
    ['az', '40.40', 40.4],
    ['ru', '40.40', 40.4],
    ['az', '-12,5', -12.5],
    ['ru', '1 234,5', 1234.5],
    ['ru', '1\u00A0234,5', 1234.5],
    ['ru', '1\u202F234,5', 1234.5],
    ['az', '1.234,5', 1234.5],
    ['en', '1,234.5', 1234.5],
    ['en', '1,234,567', 1234567],
    ['en', '  49.95 ', 49.95],
    ['az', '7', 7],
    ['az', '40,', 40],
    ['en', '.5', 0.5],
    ['ru', '\u22123,5', -3.5],
  ])('in %s reads %j as %d', (language, written, number) => {
    expect(parseDecimal(written, language)).toBe(number);
  });

  it.each([
    ['en', '40,40', 'a comma that is not English grouping'],
    ['az', '1,2,3', 'two decimal commas'],
    ['ru', '40,4,0', 'two decimal commas'],
    ['az', 'abc', 'letters'],
    ['en', '4e3', 'an exponent'],
    ['en', '0x10', 'a hexadecimal number'],
    ['az', '', 'nothing'],
    ['en', '1.2.3', 'two decimal dots'],
  ])('in %s refuses %j (%s)', (language, written) => {
    expect(parseDecimal(written, language)).toBeNull();
  });
});

describe('formatDecimalInput', () => {
  it.each([
    ['az', 40.4, '40,4'],
    ['ru', 40.4, '40,4'],
    ['en', 40.4, '40.4'],
    ['az', 1234.5, '1234,5'],
    ['en', -7, '-7'],
    ['az', Number.NaN, ''],
  ])('in %s shows %d as %j', (language, value, shown) => {
    expect(formatDecimalInput(value, language)).toBe(shown);
  });
});
