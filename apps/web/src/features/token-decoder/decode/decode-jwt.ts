/**
 * Reads a JWT without verifying it: the browser has no key, and the server checks every token it
 * receives. Nothing here leaves the page.
 */

/** Why a text is not a token the app could have issued (all shown as 'Invalid token'). */
export type JwtFailure = 'format' | 'base64' | 'json' | 'userId';

export type JsonObject = Record<string, unknown>;

export type DecodedJwt = { header: JsonObject; payload: JsonObject; signature: string };

export type DecodeResult = { ok: true; jwt: DecodedJwt } | { ok: false; reason: JwtFailure };

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * A base64url part as UTF-8 text, or null when it is not base64url or not UTF-8. atob gives
 * bytes as Latin-1 characters; TextDecoder turns them back into "ə", "ş", "ğ".
 */
export const base64UrlToText = (part: string): string | null => {
  // A length of 4n+1 characters cannot come from whole bytes.
  if (!BASE64URL.test(part) || part.length % 4 === 1) return null;
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

const parseObject = (text: string): JsonObject | null => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as JsonObject)
      : null;
  } catch {
    return null;
  }
};

/** The spec (section 5): a UserId that is not numeric makes the token invalid. Ours is a digit string. */
export const isNumericId = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) ||
  (typeof value === 'string' && /^\d{1,15}$/.test(value));

/**
 * Splits a compact JWS (header.payload.signature) and reads its header and payload. A pasted
 * "Bearer " prefix and surrounding white space are forgiven; anything else that is not three
 * base64url parts with JSON objects in the first two, or lacks a numeric UserId, fails.
 */
export const decodeJwt = (input: string): DecodeResult => {
  const token = input.trim().replace(/^Bearer\s+/i, '');
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[0] || !parts[1]) return { ok: false, reason: 'format' };
  const [headerPart, payloadPart, signature] = parts as [string, string, string];
  const headerText = base64UrlToText(headerPart);
  const payloadText = base64UrlToText(payloadPart);
  if (headerText === null || payloadText === null || !BASE64URL.test(signature)) {
    return { ok: false, reason: 'base64' };
  }
  const header = parseObject(headerText);
  const payload = parseObject(payloadText);
  if (!header || !payload) return { ok: false, reason: 'json' };
  if (!isNumericId(payload.UserId)) return { ok: false, reason: 'userId' };
  return { ok: true, jwt: { header, payload, signature } };
};
