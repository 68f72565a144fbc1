export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';
/** A cookie name of the old client; cleared on sign-out so no stale token survives. */
export const LEGACY_TOKEN_COOKIE = 'token';

const DAY_SECONDS = 24 * 60 * 60;
/** Spec section 9: access cookie 7 days, refresh cookie 30 days. */
export const ACCESS_TOKEN_MAX_AGE = 7 * DAY_SECONDS;
export const REFRESH_TOKEN_MAX_AGE = 30 * DAY_SECONDS;

/**
 * `Secure` only over https: a browser may refuse a Secure cookie on plain http (jsdom does, and
 * not every browser exempts localhost), which would sign the user out at every reload.
 */
const secureAttribute = () => (window.location.protocol === 'https:' ? '; Secure' : '');

export const setCookie = (name: string, value: string, maxAgeSeconds: number) => {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secureAttribute()}`;
};

export const getCookie = (name: string): string | null => {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
};

export const deleteCookie = (name: string) => {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict${secureAttribute()}`;
};

export const writeTokenCookies = (tokens: { accessToken: string; refreshToken: string }) => {
  setCookie(ACCESS_TOKEN_COOKIE, tokens.accessToken, ACCESS_TOKEN_MAX_AGE);
  setCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, REFRESH_TOKEN_MAX_AGE);
};

export const clearTokenCookies = () => {
  for (const name of [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, LEGACY_TOKEN_COOKIE]) deleteCookie(name);
};
