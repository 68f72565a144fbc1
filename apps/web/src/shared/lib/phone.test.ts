import { describe, expect, it } from 'vitest';
import { formatPhone, telHref } from './phone';

describe('formatPhone', () => {
  it.each([
    ['+994501234567', '+994 50 123 45 67'],
    ['+994124987766', '+994 12 498 77 66'],
    ['+4915112345678', '+4915112345678'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('links a number by its digits', () => {
    expect(telHref('+994 50 123 45 67')).toBe('tel:+994501234567');
  });
});
