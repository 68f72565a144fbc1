import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { createStore } from '@/app/store';
import { installInterceptors } from '@/shared/api/http-client';
import { navigateTo } from '@/shared/api/navigation';
import { saveLogoutMessage } from '@/shared/auth/logout-message';
import { startSession } from '@/shared/auth/session';
import { testAccessToken } from '@/shared/auth/test-token';
import { i18n } from '@/shared/i18n/i18n';
import { API, server } from '@/test/server';

const accessToken = testAccessToken({ RoleId: '3', UserId: '12' });

const renderLogin = (
  entry: string | { pathname: string; state: unknown } = '/accounts/login',
  store = createStore(),
) => {
  installInterceptors(store);
  // The shell the user lands in asks for its menu.
  server.use(mock.get(`${API}/menus/user-menu`, () => HttpResponse.json([])));
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, store };
};

const userNameField = () =>
  screen.findByLabelText(new RegExp(`^${i18n.t('auth.userName')}`), { selector: 'input' });
const passwordField = () =>
  screen.getByLabelText(new RegExp(`^${i18n.t('auth.password')}`), { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: i18n.t('auth.submit') });

afterEach(async () => {
  await i18n.changeLanguage('az');
});

describe('login page', () => {
  it.each([
    ['az', 'E-poçt tələb olunur', 'Şifrə tələb olunur'],
    ['en', 'E-mail is required', 'Password is required'],
    ['ru', 'Поле «Эл. почта» обязательно', 'Поле «Пароль» обязательно'],
  ])(
    'in %s shows the required messages under the fields',
    async (language, userNameMessage, passwordMessage) => {
      await i18n.changeLanguage(language);
      renderLogin();
      const user = userEvent.setup();
      await user.type(await userNameField(), '   ');
      await user.click(submitButton());
      expect(await screen.findByText(userNameMessage)).toBeInTheDocument();
      expect(screen.getByText(passwordMessage)).toBeInTheDocument();
      expect(await userNameField()).toHaveAttribute('aria-invalid', 'true');
      expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    },
  );

  it.each([
    ['az', 'not-an-email', 'Düzgün e-poçt ünvanı daxil edin'],
    ['en', 'not-an-email', 'Enter a valid e-mail address'],
    ['ru', 'agent@', 'Введите корректный адрес эл. почты'],
  ])('in %s refuses %j as an e-mail before sending', async (language, written, message) => {
    await i18n.changeLanguage(language);
    // No handler for the login call: a request would fail the test (unhandled requests are errors).
    renderLogin();
    const user = userEvent.setup();
    await user.type(await userNameField(), written);
    await user.type(passwordField(), 'secret-1');
    await user.click(submitButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await userNameField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('after a refused submit checks as you type, focuses the first wrong field and links its message', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.click(submitButton());
    expect(await screen.findByText('E-poçt tələb olunur')).toBeInTheDocument();
    expect(await userNameField()).toHaveFocus();
    expect(await userNameField()).toHaveAccessibleDescription('E-poçt tələb olunur');
    await user.type(await userNameField(), 'agent@demo.az');
    await waitFor(() => expect(screen.queryByText('E-poçt tələb olunur')).not.toBeInTheDocument());
    expect(await userNameField()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Şifrə tələb olunur')).toBeInTheDocument();
    await user.type(passwordField(), 'x');
    await waitFor(() => expect(screen.queryByText('Şifrə tələb olunur')).not.toBeInTheDocument());
  });

  it('switches the language on the page and keeps it under lang', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'English (EN)' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
  });

  it('offers the browser what it needs to fill the form and a password toggle', async () => {
    renderLogin();
    expect(await userNameField()).toHaveAttribute('autocomplete', 'username');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordField()).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: i18n.t('forms.showPassword') }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(screen.getByText('Emlak Ofis')).toBeInTheDocument();
  });

  it('signs in with Enter, stores the tokens and returns to the page the guard saved', async () => {
    const requests: { body: unknown; deviceId: string | null }[] = [];
    server.use(
      mock.post(`${API}/accounts/login`, async ({ request }) => {
        requests.push({ body: await request.json(), deviceId: request.headers.get('x-device-id') });
        return HttpResponse.json({ accessToken, refreshToken: 'refresh-1' });
      }),
    );
    const { router, store } = renderLogin({
      pathname: '/accounts/login',
      state: { from: { pathname: '/cities', search: '?q=1' } },
    });
    const user = userEvent.setup();
    await user.type(await userNameField(), '  agent@example.az ');
    await user.type(passwordField(), 'secret-1{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/cities'));
    expect(router.state.location.search).toBe('?q=1');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toMatchObject({
      userName: 'agent@example.az',
      password: 'secret-1',
      deviceId: requests[0]!.deviceId,
    });
    expect(document.cookie).toContain(`accessToken=${accessToken}`);
    expect(document.cookie).toContain('refreshToken=refresh-1');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, isUser: true, user: { id: 12 } });
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
  });

  it('goes to the dashboard when no page was saved', async () => {
    server.use(
      mock.post(`${API}/accounts/login`, () => HttpResponse.json({ accessToken, refreshToken: 'r' })),
    );
    const { router } = renderLogin();
    const user = userEvent.setup();
    await user.type(await userNameField(), 'agent@example.az');
    await user.type(passwordField(), 'secret-1');
    await user.click(submitButton());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it.each([
    [401, 'invalid_credentials', 'E-poçt və ya şifrə yanlışdır'],
    [429, 'throttled', 'Çox sayda uğursuz cəhd. 15 dəqiqə sonra yenidən cəhd edin.'],
    [403, 'user_locked', 'İstifadəçi bloklanıb'],
  ])('shows the server message of a %i (%s) and stays signed out', async (status, code, message) => {
    let refreshCalls = 0;
    server.use(
      mock.post(`${API}/accounts/login`, () =>
        HttpResponse.json({ status, code, message, requestId: 'x' }, { status }),
      ),
      mock.post(`${API}/accounts/refresh-token`, () => {
        refreshCalls += 1;
        return HttpResponse.json({});
      }),
    );
    const { router, store } = renderLogin();
    const user = userEvent.setup();
    await user.type(await userNameField(), 'agent@example.az');
    await user.type(passwordField(), 'wrong-1');
    await user.click(submitButton());
    expect(within(await screen.findByRole('alert')).getByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/login');
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(store.getState().notifications.current).toBeNull();
    expect(refreshCalls).toBe(0);
  });

  it('says so when the server cannot be reached', async () => {
    server.use(mock.post(`${API}/accounts/login`, () => HttpResponse.error()));
    renderLogin();
    const user = userEvent.setup();
    await user.type(await userNameField(), 'agent@example.az');
    await user.type(passwordField(), 'secret-1');
    await user.click(submitButton());
    expect(await screen.findByText('Şəbəkə xətası baş verdi')).toBeInTheDocument();
  });

  it('signs out whoever visits it: state, cookies and the server session', async () => {
    const store = createStore();
    store.dispatch(startSession({ accessToken, refreshToken: 'refresh-1' }));
    const logout = vi.fn();
    server.use(
      mock.post(`${API}/auth/logout`, () => {
        logout();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderLogin('/accounts/login', store);
    await userNameField();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(document.cookie).not.toContain('accessToken=');
    expect(document.cookie).not.toContain('refreshToken=');
    await vi.waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it('shows the other-device message saved at the forced sign-out, once', async () => {
    saveLogoutMessage({ key: 'http.otherDevice', severity: 'error', duration: 8000 });
    renderLogin();
    expect(await screen.findByText(i18n.t('http.otherDevice'))).toBeInTheDocument();
    expect(localStorage.getItem('logoutMessage')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: i18n.t('common.close') }));
    expect(screen.queryByText(i18n.t('http.otherDevice'))).not.toBeInTheDocument();
  });

  it('leaves the message to the page that stays when a sign-out reloads the page', async () => {
    saveLogoutMessage({ key: 'auth.termsRefusedNotice', severity: 'warning', duration: 0 });
    // A sign-out's full page load has begun (jsdom does not load it): this document may still
    // render the login page, but the reloaded one must find the message too.
    navigateTo('/accounts/login-elsewhere');
    renderLogin();
    expect(await screen.findByText(i18n.t('auth.termsRefusedNotice'))).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('logoutMessage')!)).toMatchObject({
      key: 'auth.termsRefusedNotice',
    });
  });

  it('refuses to sign in during a lock-screen lockout and says for how long', async () => {
    const store = createStore();
    // The lock feature's action, by its type: features do not import each other.
    store.dispatch({ type: 'lock/lockedOut', payload: { until: Date.now() + 5 * 60 * 1000 } });
    renderLogin('/accounts/login', store);
    expect(await screen.findByText(/0[45]:\d\d/)).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });
});
