import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, type AppStore } from '@/app/store';
import { setCredentials } from '@/shared/auth/auth-slice';
import { testAccessToken } from '@/shared/auth/test-token';
import { AutoLock } from './auto-lock';
import { setAutoLock } from './lock-slice';

const MINUTE = 60_000;
let store: AppStore;

const renderAt = (path: string) => {
  const screenWith = (name: string) => (
    <>
      <AutoLock />
      <p>{name}</p>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/contacts', element: screenWith('contacts') },
      { path: '/accounts/login', element: screenWith('login') },
      { path: '/lock', element: <p>lock screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
};

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  store = createStore();
  store.dispatch(setCredentials({ accessToken: testAccessToken({ sid: 'session-7' }), refreshToken: 'r' }));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('auto-lock', () => {
  it('locks after 30 idle minutes, saving the current path', () => {
    const router = renderAt('/contacts');
    advance(30 * MINUTE - 1);
    expect(router.state.location.pathname).toBe('/contacts');
    advance(1);
    expect(router.state.location.pathname).toBe('/lock');
    expect(router.state.location.state).toEqual({ from: '/contacts' });
    expect(store.getState().lock).toMatchObject({
      isLocked: true,
      previousPath: '/contacts',
      sessionId: 'session-7',
    });
  });

  it.each(['mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const)(
    'starts the idle time afresh on %s',
    (event) => {
      const router = renderAt('/contacts');
      advance(20 * MINUTE);
      // On an element inside the page; scroll does not bubble and must still count.
      fireEvent(screen.getByText('contacts'), new Event(event, { bubbles: event !== 'scroll' }));
      advance(20 * MINUTE);
      expect(router.state.location.pathname).toBe('/contacts');
      advance(10 * MINUTE);
      expect(router.state.location.pathname).toBe('/lock');
    },
  );

  it('uses the configured time-out in minutes', () => {
    store.dispatch(setAutoLock({ timeout: 5 }));
    const router = renderAt('/contacts');
    advance(5 * MINUTE);
    expect(router.state.location.pathname).toBe('/lock');
  });

  it('does nothing when switched off', () => {
    store.dispatch(setAutoLock({ enabled: false }));
    const router = renderAt('/contacts');
    advance(3 * 60 * MINUTE);
    expect(router.state.location.pathname).toBe('/contacts');
    expect(store.getState().lock.isLocked).toBe(false);
  });

  it('never locks the login page', () => {
    const router = renderAt('/accounts/login');
    advance(60 * MINUTE);
    expect(router.state.location.pathname).toBe('/accounts/login');
  });

  it('shortens the wait from localStorage only in an e2e build', () => {
    localStorage.setItem('lockScreen_testTimeoutMs', '2000');
    const router = renderAt('/contacts');
    advance(2000);
    expect(router.state.location.pathname).toBe('/contacts');
    screen.getByText('contacts');
  });

  it('honours the e2e time-out when built with VITE_E2E=true', () => {
    vi.stubEnv('VITE_E2E', 'true');
    localStorage.setItem('lockScreen_testTimeoutMs', '2000');
    const router = renderAt('/contacts');
    advance(2000);
    expect(router.state.location.pathname).toBe('/lock');
  });
});
