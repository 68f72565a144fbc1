import { normalizePhone } from '@emlak/contracts';

/**
 * The phone rule lives in the contracts (packages/contracts/src/phone.ts) so that the browser
 * checks a number with the same rule before sending it; the server's modules keep importing it
 * from here.
 */
export { normalizePhone };

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
