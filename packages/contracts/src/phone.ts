import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { text } from './schemas/primitives';

/**
 * The one phone rule of the server and the browser, so that a number the server would refuse is
 * flagged under its field before the form is sent. `min` metadata (the package's default, and what
 * the server always used) tells valid numbers from invalid ones by length and prefix, which is all
 * a form needs; the larger metadata would only add number types.
 */

/** Characters people write phone numbers with; anything else (words, extensions) is not a phone. */
const PHONE_CHARACTERS = /^[\d\s()+\-.]+$/;
/** Long enough for any written form of a number ('+994 (50) 123-45-67'); the server normalizes it. */
export const PHONE_WRITTEN_MAX = 32;

/**
 * A phone number as written by a person ('050 123 45 67', '(050) 1234567', '+994 50 123 45 67',
 * '994501234567', '0501234567') in E.164 ('+994501234567'), or null when it is not a valid
 * number. Numbers without a country code are read as Azerbaijani (docs/domain.md: phones are stored
 * normalized to E.164).
 */
export const normalizePhone = (value: string): string | null => {
  const written = value.trim();
  if (written.length === 0 || written.length > PHONE_WRITTEN_MAX || !PHONE_CHARACTERS.test(written)) {
    return null;
  }
  const parsed = parsePhoneNumberFromString(written, 'AZ');
  return parsed?.isValid() ? parsed.number : null;
};

const isPhoneOrEmpty = (value: string) => value === '' || normalizePhone(value) !== null;

/**
 * A phone field of a request as the person wrote it: an empty text passes (an optional phone
 * cleared in a form); anything else must be a valid number. The value is not rewritten: the server
 * stores normalizePhone's E.164 form, so a form keeps what the person typed.
 */
export const phoneSchema = text()
  .trim()
  .max(PHONE_WRITTEN_MAX)
  .refine(isPhoneOrEmpty, { message: 'validation.invalidPhone' });

/** A phone that must be given: empty is "required" (min 1), a wrong number is invalidPhone. */
export const requiredPhoneSchema = text()
  .trim()
  .min(1)
  .max(PHONE_WRITTEN_MAX)
  .refine(isPhoneOrEmpty, { message: 'validation.invalidPhone' });
