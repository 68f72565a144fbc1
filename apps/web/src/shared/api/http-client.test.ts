import { delay, http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, type AppStore } from '@/app/store';
import { LOGOUT_MESSAGE_KEY } from '@/shared/auth/logout-message';
import { startSession } from '@/shared/auth/session';
import { testAccessToken } from '@/shared/auth/test-token';
import { API, server } from '@/test/server';
import { DEVICE_ID_KEY } from './device';
import { http, installInterceptors } from './http-client';
import { setNavigator } from './navigation';

const oldPair = { accessToken: testAccessToken({ sid: 'old' }), refreshToken: 'refresh-old' };
const newPair = { accessToken: testAccessToken({ sid: 'new' }), refreshToken: 'refresh-new' };

let store: AppStore;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let restoreNavigator: () => void;

const messages = () => {
  const { current, queue } = store.getState().notifications;
  return [current, ...queue]
    .filter((item) => item !== null)
    .map(({ message, severity }) => ({ message, severity }));
};

const signIn = () => store.dispatch(startSession(oldPair));

beforeEach(() => {
  store = createStore();
  installInterceptors(store);
  navigate = vi.fn<(path: string) => void>();
  restoreNavigator = setNavigator(navigate);
});
afterEach(() => restoreNavigator());

describe('request interceptor', () => {
  it('sends the bearer token, the device id twice and the language', async () => {
    signIn();
    let headers: Headers | undefined;
    server.use(
      mock.get(`${API}/things`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json([]);
      }),
    );
    await http.get('/things');
    const deviceId = localStorage.getItem(DEVICE_ID_KEY);
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers?.get('authorization')).toBe(`Bearer ${oldPair.accessToken}`);
    expect(headers?.get('x-device-id')).toBe(deviceId);
    expect(headers?.get('device-id')).toBe(deviceId);
    expect(headers?.get('accept-language')).toBe('az');
  });

  it('keeps the device id across calls and sends no bearer when signed out', async () => {
    const seen: (string | null)[][] = [];
    server.use(
      mock.get(`${API}/things`, ({ request }) => {
        seen.push([request.headers.get('x-device-id'), request.headers.get('authorization')]);
        return HttpResponse.json([]);
      }),
    );
    await http.get('/things');
    await http.get('/things');
    expect(seen[0]![0]).toBeTruthy();
    expect(seen[1]![0]).toBe(seen[0]![0]);
    expect(seen[0]![1]).toBeNull();
  });

  it.each(['post', 'put', 'patch'] as const)(
    '%s adds deviceId, userAgent, platform and language to the body',
    async (method) => {
      let body: unknown;
      server.use(
        mock[method](`${API}/things`, async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({});
        }),
      );
      await http[method]('/things', { name: 'Bakı' });
      expect(body).toEqual({
        name: 'Bakı',
        deviceId: localStorage.getItem(DEVICE_ID_KEY),
        userAgent: navigator.userAgent,
        platform: expect.any(String),
        language: 'az',
      });
    },
  );

  it('adds the fields to an absent body but leaves FormData alone', async () => {
    const bodies: string[] = [];
    server.use(
      mock.post(`${API}/things`, async ({ request }) => {
        bodies.push(request.headers.get('content-type') ?? '');
        bodies.push(await request.text());
        return HttpResponse.json({});
      }),
    );
    await http.post('/things');
    const form = new FormData();
    form.append('file', 'x');
    await http.post('/things', form, { headers: { 'Content-Type': 'multipart/form-data' } });
    expect(JSON.parse(bodies[1]!)).toHaveProperty('deviceId');
    expect(bodies[3]).not.toContain('deviceId');
  });
});

describe('401: refresh once, then retry', () => {
  it('refreshes once for several concurrent 401s and retries every request', async () => {
    signIn();
    const refreshBodies: unknown[] = [];
    server.use(
      mock.get(`${API}/things/:id`, ({ request, params }) =>
        request.headers.get('authorization') === `Bearer ${newPair.accessToken}`
          ? HttpResponse.json({ id: params.id })
          : HttpResponse.json({ status: 401, code: 'token_expired', message: 'expired' }, { status: 401 }),
      ),
      mock.post(`${API}/accounts/refresh-token`, async ({ request }) => {
        refreshBodies.push(await request.json());
        await delay(30);
        return HttpResponse.json(newPair);
      }),
    );
    const results = await Promise.all(['1', '2', '3', '4'].map((id) => http.get(`/things/${id}`)));
    expect(results.map((result) => result.data)).toEqual([
      { id: '1' },
      { id: '2' },
      { id: '3' },
      { id: '4' },
    ]);
    expect(refreshBodies).toHaveLength(1);
    expect(refreshBodies[0]).toMatchObject({ refreshToken: 'refresh-old', token: oldPair.accessToken });
    expect(store.getState().auth.accessToken).toBe(newPair.accessToken);
    expect(document.cookie).toContain(`refreshToken=${newPair.refreshToken}`);
    expect(messages()).toEqual([{ message: 'Token yeniləndi', severity: 'success' }]);
  });

  it.each([
    ['the refresh is refused', 401, 'refresh_invalid'],
    ['the refresh fails on the server', 500, 'internal'],
  ])(
    'signs out with "session expired" when %s, and never retries the refresh',
    async (_case, status, code) => {
      signIn();
      let refreshCalls = 0;
      server.use(
        mock.get(`${API}/things`, () =>
          HttpResponse.json({ status: 401, code: 'token_expired', message: 'expired' }, { status: 401 }),
        ),
        mock.post(`${API}/accounts/refresh-token`, () => {
          refreshCalls += 1;
          return HttpResponse.json({ status, code, message: 'no' }, { status });
        }),
      );
      await expect(Promise.all([http.get('/things'), http.get('/things')])).rejects.toThrow();
      expect(refreshCalls).toBe(1);
      expect(store.getState().auth.isAuthenticated).toBe(false);
      expect(document.cookie).not.toContain('accessToken=');
      expect(document.cookie).not.toContain('refreshToken=');
      expect(messages()).toEqual([
        { message: 'Sessiyanın vaxtı bitdi, yenidən daxil olun!', severity: 'error' },
      ]);
      expect(navigate).toHaveBeenCalledWith('/accounts/login');
    },
  );

  it('signs out without calling the server when there is no refresh token', async () => {
    store.dispatch(startSession(oldPair));
    store.dispatch({
      type: 'auth/setCredentials',
      payload: { accessToken: oldPair.accessToken, refreshToken: null },
    });
    server.use(
      mock.get(`${API}/things`, () => HttpResponse.json({ code: 'token_expired' }, { status: 401 })),
    );
    await expect(http.get('/things')).rejects.toThrow();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/accounts/login');
  });

  it('a second 401 after the retry signs out instead of looping', async () => {
    signIn();
    let calls = 0;
    server.use(
      mock.get(`${API}/things`, () => {
        calls += 1;
        return HttpResponse.json({ code: 'session_revoked' }, { status: 401 });
      }),
      mock.post(`${API}/accounts/refresh-token`, () => HttpResponse.json(newPair)),
    );
    await expect(http.get('/things')).rejects.toThrow();
    expect(calls).toBe(2);
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it.each(['wrong_password', 'invalid_credentials'])(
    'a 401 with %s is an answer, not an expired session',
    async (code) => {
      signIn();
      server.use(
        mock.post(`${API}/accounts/verify-password`, () =>
          HttpResponse.json({ status: 401, code, message: 'Şifrə yanlışdır' }, { status: 401 }),
        ),
      );
      await expect(http.post('/accounts/verify-password', { password: 'x' })).rejects.toThrow();
      expect(store.getState().auth.isAuthenticated).toBe(true);
      expect(messages()).toEqual([{ message: 'Şifrə yanlışdır', severity: 'error' }]);
    },
  );
});

describe('other failures', () => {
  it('402 warns about the payment and moves to /payment-info', async () => {
    signIn();
    server.use(
      mock.get(`${API}/things`, () =>
        HttpResponse.json({ code: 'payment_required', message: 'pay' }, { status: 402 }),
      ),
    );
    await expect(Promise.all([http.get('/things'), http.get('/things')])).rejects.toThrow();
    expect(messages()).toEqual([
      {
        message: 'Abunə ödənişi tələb olunur: abunə haqqını ödəyin və ya administratorla əlaqə saxlayın.',
        severity: 'warning',
      },
    ]);
    expect(navigate).toHaveBeenCalledWith('/payment-info');
    expect(store.getState().general.statusCode).toBe(402);
  });

  it('403 other_device keeps the message for the login page and signs out', async () => {
    signIn();
    server.use(
      mock.get(`${API}/things`, () =>
        HttpResponse.json({ code: 'other_device', message: 'other' }, { status: 403 }),
      ),
    );
    await expect(http.get('/things')).rejects.toThrow();
    expect(JSON.parse(localStorage.getItem(LOGOUT_MESSAGE_KEY)!)).toEqual({
      key: 'http.otherDevice',
      severity: 'error',
      duration: 8000,
    });
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(document.cookie).not.toContain('accessToken=');
    expect(navigate).toHaveBeenCalledWith('/accounts/login');
    expect(messages()).toEqual([]);
  });

  it('a plain 403 shows the server message and keeps the user signed in', async () => {
    signIn();
    server.use(
      mock.get(`${API}/things`, () =>
        HttpResponse.json({ code: 'forbidden', message: 'Bu əməliyyata icazəniz yoxdur' }, { status: 403 }),
      ),
    );
    await expect(http.get('/things')).rejects.toThrow();
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(messages()).toEqual([{ message: 'Bu əməliyyata icazəniz yoxdur', severity: 'error' }]);
  });

  it.each([
    ['no response', () => HttpResponse.error(), 'Şəbəkə xətası baş verdi', 0],
    [
      'a server message',
      () => HttpResponse.json({ code: 'conflict', message: 'Artıq satılıb' }, { status: 409 }),
      'Artıq satılıb',
      409,
    ],
    ['no body', () => new HttpResponse(null, { status: 500 }), 'Xəta baş verdi', 500],
    [
      'a body without message',
      () => HttpResponse.json({ code: 'not_found' }, { status: 404 }),
      'Xəta baş verdi',
      404,
    ],
    [
      'a 400 with field errors',
      () =>
        HttpResponse.json(
          { code: 'validation_failed', message: 'Sorğuda səhvlər var', errors: { name: ['x'] } },
          { status: 400 },
        ),
      'Sorğuda səhvlər var',
      400,
    ],
  ])('%s: toast and status code in the general state', async (_case, answer, text, status) => {
    server.use(mock.get(`${API}/things`, answer));
    await expect(http.get('/things')).rejects.toThrow();
    expect(messages()).toEqual([{ message: text, severity: 'error' }]);
    expect(store.getState().general.statusCode).toBe(status);
  });

  it('skipErrorToast leaves the message to the caller', async () => {
    server.use(mock.get(`${API}/things`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await expect(http.get('/things', { skipErrorToast: true })).rejects.toThrow();
    expect(messages()).toEqual([]);
    expect(store.getState().general.statusCode).toBe(500);
  });
});
