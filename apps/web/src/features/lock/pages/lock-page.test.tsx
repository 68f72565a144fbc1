import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { createStore, type AppStore } from '@/app/store';
import { installInterceptors } from '@/shared/api/http-client';
import { setNavigator } from '@/shared/api/navigation';
import { startSession } from '@/shared/auth/session';
import { testAccessToken } from '@/shared/auth/test-token';
import { i18n } from '@/shared/i18n/i18n';
import { API, server } from '@/test/server';
import { restoreLockState } from '../lock-storage';

const RIGHT_PASSWORD = 'Correct-horse-1';
let store: AppStore;
let stopPersisting: () => void;
let restoreNavigator: () => void;
let logoutCalls: number;
let verifyCalls: number;

const renderLock = (from = '/contacts') => {
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: '/lock', state: { from } }] });
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
};

const unlockWith = async (password: string) => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const field = await screen.findByLabelText(i18n.t('lock.password'), { selector: 'input' });
  await user.clear(field);
  if (password) await user.type(field, password);
  await user.click(screen.getByRole('button', { name: i18n.t('lock.unlock') }));
};

beforeEach(async () => {
  // Timers advance with real time (MSW and user-event need it) and can be pushed ahead by hand.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await i18n.changeLanguage('en');
  store = createStore();
  installInterceptors(store);
  stopPersisting = restoreLockState(store);
  restoreNavigator = setNavigator(vi.fn());
  store.dispatch(
    startSession({ accessToken: testAccessToken({ FullName: 'Aysel Mammadova' }), refreshToken: 'r-1' }),
  );
  logoutCalls = 0;
  verifyCalls = 0;
  server.use(
    mock.get(`${API}/menus/user-menu`, () => HttpResponse.json([])),
    mock.post(`${API}/auth/logout`, () => {
      logoutCalls += 1;
      return new HttpResponse(null, { status: 204 });
    }),
    mock.post(`${API}/accounts/verify-password`, async ({ request }) => {
      verifyCalls += 1;
      const { password } = (await request.json()) as { password: string };
      return password === RIGHT_PASSWORD
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json(
            { status: 401, code: 'wrong_password', message: 'The password is incorrect.' },
            { status: 401 },
          );
    }),
  );
});

afterEach(async () => {
  stopPersisting();
  restoreNavigator();
  vi.useRealTimers();
  await i18n.changeLanguage('az');
});

describe('lock page', () => {
  it('locks on arrival, saving where the user came from, and shows who is locked', async () => {
    renderLock('/users');
    expect(await screen.findByRole('heading', { name: 'Screen locked' })).toBeInTheDocument();
    expect(screen.getByText('Aysel Mammadova')).toBeInTheDocument();
    expect(store.getState().lock).toMatchObject({
      isLocked: true,
      previousPath: '/users',
      sessionId: 'session-1',
    });
    expect(localStorage.getItem('lockScreen_isLocked')).toBe('true');
    expect(localStorage.getItem('lockScreen_previousPath')).toBe('/users');
  });

  it.each([
    ['en', '', 'Password is required'],
    ['en', 'ab', 'Password must be at least 3 characters'],
    ['en', 'x'.repeat(51), 'Password can be at most 50 characters'],
    ['az', '', 'Şifrə tələb olunur'],
    ['az', 'ab', 'Şifrə minimum 3 simvol olmalıdır'],
    ['az', 'x'.repeat(51), 'Şifrə maksimum 50 simvol ola bilər'],
  ])(
    'in %s refuses "%s" with "%s" under the field, without asking the server',
    async (language, password, message) => {
      await i18n.changeLanguage(language);
      renderLock();
      await unlockWith(password);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText(i18n.t('lock.password'), { selector: 'input' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(verifyCalls).toBe(0);
    },
  );

  it('returns to the saved path after the right password and clears the counters', async () => {
    const router = renderLock('/contacts');
    await unlockWith('wrong-1');
    expect(await screen.findByText('Wrong password. Attempts left: 2')).toBeInTheDocument();
    await unlockWith(RIGHT_PASSWORD);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/contacts'));
    expect(store.getState().lock).toMatchObject({ isLocked: false, failedAttempts: 0, lockoutEndTime: null });
    expect(await screen.findByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
  });

  it('goes to /dashboard when no path was saved', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/lock'] });
    render(
      <Providers store={store} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await unlockWith(RIGHT_PASSWORD);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('counts wrong passwords, then signs out and counts the 5-minute lockout down', async () => {
    const router = renderLock();
    await unlockWith('wrong-1');
    expect(await screen.findByText('Wrong password. Attempts left: 2')).toBeInTheDocument();
    await unlockWith('wrong-2');
    expect(await screen.findByText('Wrong password. Attempts left: 1')).toBeInTheDocument();
    const third = Date.now();
    await unlockWith('wrong-3');

    expect(await screen.findByText('Try again in 05:00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Too many failed attempts' })).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    await vi.waitFor(() => expect(logoutCalls).toBe(1));
    const end = Number(localStorage.getItem('lockScreen_lockoutEndTime'));
    expect(end - third).toBeGreaterThanOrEqual(300_000);
    expect(end - third).toBeLessThan(302_000);
    expect(screen.getByRole('button', { name: 'Go to login' })).toBeEnabled();

    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByText(/^Try again in 03:5\d$/)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(240_000));
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeInTheDocument();
    expect(store.getState().lock).toMatchObject({ failedAttempts: 0, lockoutEndTime: null });
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Sign in again' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/accounts/login'));
  });

  it('goes to the login page during the lockout, where signing in stays refused until it ends', async () => {
    let loginCalls = 0;
    server.use(
      mock.post(`${API}/accounts/login`, () => {
        loginCalls += 1;
        return HttpResponse.json(
          { status: 401, code: 'invalid_credentials', message: 'no' },
          { status: 401 },
        );
      }),
    );
    const router = renderLock();
    await unlockWith('wrong-1');
    expect(await screen.findByText('Wrong password. Attempts left: 2')).toBeInTheDocument();
    await unlockWith('wrong-2');
    expect(await screen.findByText('Wrong password. Attempts left: 1')).toBeInTheDocument();
    await unlockWith('wrong-3');
    expect(await screen.findByText('Try again in 05:00')).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Go to login' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/accounts/login'));

    // The login screen says how long is left, and its form is off until then.
    expect(await screen.findByRole('status')).toHaveTextContent(/0[45]:\d\d/);
    const submit = await screen.findByRole('button', { name: i18n.t('auth.submit') });
    expect(submit).toBeDisabled();
    expect(store.getState().lock.lockoutEndTime).not.toBeNull();
    expect(loginCalls).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(301_000));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: i18n.t('auth.submit') })).toBeEnabled());
  });

  it('treats the server refusing to verify (429) as the lockout, for as long as it says', async () => {
    server.use(
      mock.post(`${API}/accounts/verify-password`, () =>
        HttpResponse.json(
          { status: 429, code: 'throttled', message: 'Too many requests' },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      ),
    );
    renderLock();
    await unlockWith(RIGHT_PASSWORD);
    expect(await screen.findByText('Try again in 02:00')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('says the session expired when the server no longer knows the session', async () => {
    server.use(
      mock.post(`${API}/accounts/verify-password`, () =>
        HttpResponse.json({ status: 401, code: 'session_revoked', message: 'revoked' }, { status: 401 }),
      ),
      mock.post(`${API}/accounts/refresh-token`, () =>
        HttpResponse.json({ status: 401, code: 'refresh_invalid', message: 'invalid' }, { status: 401 }),
      ),
    );
    renderLock();
    await unlockWith(RIGHT_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Session expired' })).toBeInTheDocument();
    expect(store.getState().lock).toMatchObject({ isLocked: true, sessionId: null, error: 'sessionExpired' });
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });

  it('lets someone else sign in: signs out and goes to the login page unlocked', async () => {
    const router = renderLock();
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(await screen.findByRole('button', { name: 'Sign in as someone else' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/accounts/login'));
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(store.getState().lock.isLocked).toBe(false);
  });
});
