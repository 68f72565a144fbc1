import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP "device cookies" (docs/decisions.md "Account lockout and device cookies"): a browser that
 * signed in to an account before presents `login|nonce|signature`, and its failures count against
 * that cookie instead of against the account, so that a stranger's guesses cannot lock the owner
 * out of a device they already use. The cookie proves nothing about the password: the password is
 * still checked on every sign-in.
 */
export const DEVICE_COOKIE = 'emlak_device';
/** Long enough that an office computer stays known between holidays; each sign-in renews it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export type DeviceCookies = {
  /** A new cookie value for `login` (the lower-cased e-mail), with a fresh nonce. */
  issue: (login: string) => string;
  /** The nonce of a genuine cookie issued for `login`; null for a missing, forged or other login's. */
  read: (value: string | undefined, login: string) => string | null;
};

const SEPARATOR = '|';

/**
 * `secret` is the JWT secret; the cookie is signed with a key derived from it for this one use, so
 * that a cookie signature can never pass for a token's or the other way round.
 */
export const createDeviceCookies = (secret: string): DeviceCookies => {
  const key = createHmac('sha256', secret).update('emlak-office device cookie v1').digest();
  const sign = (login: string, nonce: string) =>
    createHmac('sha256', key).update(`${login}${SEPARATOR}${nonce}`).digest();
  return {
    issue: (login) => {
      const nonce = randomBytes(16).toString('base64url');
      return [login, nonce, sign(login, nonce).toString('base64url')].join(SEPARATOR);
    },
    read: (value, login) => {
      if (!value || value.length > 600) return null;
      // The e-mail may itself hold the separator; nonce and signature (base64url) never do.
      const parts = value.split(SEPARATOR);
      if (parts.length < 3) return null;
      const signature = Buffer.from(parts.pop()!, 'base64url');
      const nonce = parts.pop()!;
      if (parts.join(SEPARATOR) !== login || !/^[\w-]{22}$/.test(nonce)) return null;
      const expected = sign(login, nonce);
      return signature.length === expected.length && timingSafeEqual(signature, expected) ? nonce : null;
    },
  };
};
