/** Real HTTP to a running server: sign in as a demo account, call the API with its bearer. */
export const DEMO_PASSWORD = 'Demo12345!';
export const SUPER_ADMIN = 'superadmin@demo.az';
export const AGENT = 'agent@demo.az';
/** The server's device cookie (apps/server/src/modules/auth/device-cookie.ts). */
const DEVICE_COOKIE = 'emlak_device';

/** `deviceCookie`: the device cookie the sign-in set (`name=value`), as a browser keeps it. */
export type Session = { url: string; headers: Record<string, string>; deviceCookie?: string };

/**
 * Signs in. Signing in again with the session's `deviceCookie`, as a browser would send it, is
 * judged by that device's own failures, not the address's (docs/decisions.md "Account lockout and
 * device cookies"): wrong passwords sent from this machine meanwhile do not keep it out.
 */
export const signIn = async (
  url: string,
  email: string,
  deviceId = 'reliability',
  deviceCookie?: string,
): Promise<Session> => {
  const res = await fetch(`${url}/api/v1/accounts/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-device-id': deviceId,
      ...(deviceCookie ? { cookie: deviceCookie } : {}),
    },
    body: JSON.stringify({ userName: email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  const setDevice = res.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))
    ?.split(';')[0];
  return {
    url,
    headers: { authorization: `Bearer ${accessToken}`, 'x-device-id': deviceId, 'accept-language': 'en' },
    deviceCookie: setDevice ?? deviceCookie,
  };
};

/** The answer's headers came, then its body stopped before its end. */
export class BodyCutError extends Error {
  constructor(status: number, cause: unknown) {
    super(`the body of a ${status} answer was cut`, { cause });
    this.name = 'BodyCut';
  }
}

export type Answer = { status: number; body: string; json: unknown; ms: number };

/** One request; its body is read to the end (a cut body throws, as a failed connection does). */
export const call = async (
  session: Session,
  method: string,
  path: string,
  body?: unknown,
  options: { timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<Answer> => {
  const started = performance.now();
  const res = await fetch(`${session.url}/api/v1${path}`, {
    method,
    headers: {
      ...session.headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    throw new BodyCutError(res.status, error);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, body: text, json, ms: performance.now() - started };
};

/** What a failed request says: the system error code behind fetch's TypeError, or its name. */
export const failureOf = (error: unknown): string => {
  if (error instanceof BodyCutError) return 'BODY_CUT';
  const cause = (error as { cause?: { code?: string; name?: string } }).cause;
  return cause?.code ?? cause?.name ?? (error as Error).name ?? 'error';
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
