import { passwordSchema } from '@emlak/contracts';
import { describe, expect, it } from 'vitest';
import { passwordRuleChecks } from './password-rule-checks';

describe('password rule checks', () => {
  it.each([
    '',
    'abc',
    'abcdefgh',
    '12345678',
    'abc12',
    'Demo12345!',
    'şifrə123',
    'ŞİFRƏ1234',
    'a1'.repeat(64),
    'a1'.repeat(65),
  ])('agree with the contracts passwordSchema for %j', (password) => {
    const checks = passwordRuleChecks(password);
    const allMet = checks.length && checks.letter && checks.digit;
    expect(allMet).toBe(passwordSchema.safeParse(password).success);
  });

  it('tells each rule apart', () => {
    expect(passwordRuleChecks('abc')).toEqual({ length: false, letter: true, digit: false });
    expect(passwordRuleChecks('12345678')).toEqual({ length: true, letter: false, digit: true });
    expect(passwordRuleChecks('Demo12345!')).toEqual({ length: true, letter: true, digit: true });
  });
});
