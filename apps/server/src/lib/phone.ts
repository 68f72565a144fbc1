import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Characters people write phone numbers with; anything else (words, extensions) is not a phone. */
const PHONE_CHARACTERS = /^[\d\s()+\-.]+$/;
const MAX_WRITTEN_LENGTH = 32;

/**
 * A phone number as written by a person ('050 123 45 67', '(050) 1234567', '+994 50 123 45 67',
 * '994501234567', '0501234567') in E.164 ('+994501234567'), or null when it is not a valid
 * number. Numbers without a country code are read as Azerbaijani (docs/domain.md: phones are stored
 * normalized to E.164).
 */
export const normalizePhone = (value: string): string | null => {
  const written = value.trim();
  if (written.length === 0 || written.length > MAX_WRITTEN_LENGTH || !PHONE_CHARACTERS.test(written)) {
    return null;
  }
  const parsed = parsePhoneNumberFromString(written, 'AZ');
  return parsed?.isValid() ? parsed.number : null;
};

/**
 * What a search text means for numbers stored in E.164: the full number when the text is one,
 * and the digits any stored form must contain, without the prefixes people write in front of a
 * number ('00' for abroad, '0' for the trunk). `prefix` is what a stored number starts with when
 * it starts with the text: '050 12' -> '+9945012', '+994 50' -> '+99450', '5012' -> '+9945012'.
 */
export type PhoneSearch = { e164: string | null; digits: string; prefix: string };

export const phoneSearchVariants = (value: string): PhoneSearch => {
  const raw = value.replace(/\D/g, '');
  const international = raw.startsWith('00') || value.trim().startsWith('+') || raw.startsWith('994');
  const digits = raw.startsWith('00') ? raw.slice(2) : raw.startsWith('0') ? raw.slice(1) : raw;
  return {
    e164: normalizePhone(value),
    digits,
    prefix: digits.length === 0 ? '' : international ? `+${digits}` : `+994${digits}`,
  };
};
