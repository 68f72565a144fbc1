import { PASSWORD_MAX, PASSWORD_MIN } from '@emlak/contracts';

/**
 * Each rule of the contracts' passwordSchema, checked on its own so the form can tick them off
 * while the person types; password-rule-checks.test.ts holds them to the schema itself.
 */
export const passwordRuleChecks = (password: string) => ({
  length: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
  letter: /[A-Za-z]/.test(password),
  digit: /\d/.test(password),
});
