import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { initialLockState } from '@/features/lock/lock-slice';
import { installInterceptors } from '@/shared/api/http-client';
import { startSession } from '@/shared/auth/session';
import { testAccessToken } from '@/shared/auth/test-token';
import { i18n } from '@/shared/i18n/i18n';
import { createQueryClient, Providers } from '../providers';
import { routes } from '../router';
import { createStore, type AppStore } from '../store';

const renderAt = (path: string, store: AppStore) => {
  installInterceptors(store);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
};

const signedInStore = (roleId: number, preloaded: Parameters<typeof createStore>[0] = {}) => {
  const store = createStore(preloaded);
  store.dispatch(
    startSession({ accessToken: testAccessToken({ RoleId: String(roleId) }), refreshToken: 'r' }),
  );
  return store;
};

const organizationsTitle = () => i18n.t('navigation.organizations');

describe('RequireAuth', () => {
  it('sends a guest to the login page and remembers where they were going', async () => {
    const router = renderAt('/organizations?page=2', createStore());
    expect(await screen.findByRole('heading', { name: i18n.t('auth.title') })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/login');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/organizations', search: '?page=2' },
    });
  });

  it('sends a locked app to the lock screen', async () => {
    const router = renderAt(
      '/dashboard',
      signedInStore(3, {
        lock: { ...initialLockState, isLocked: true, sessionId: 'session-1' },
      }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/lock'));
  });
});

describe('ScreenGuard', () => {
  it.each([
    ['User', 3, false],
    ['Admin', 1, true],
    ['SuperAdmin', 2, true],
  ])('%s on /organizations: screen shown = %s', async (_role, roleId, allowed) => {
    const router = renderAt('/organizations', signedInStore(roleId));
    if (allowed) {
      expect(await screen.findByRole('heading', { name: organizationsTitle() })).toBeInTheDocument();
    } else {
      expect(await screen.findByText(i18n.t('errors.forbiddenText'))).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: organizationsTitle() })).not.toBeInTheDocument();
    }
    expect(router.state.location.pathname).toBe('/organizations');
  });

  it('a User reaches the screens the role has', async () => {
    renderAt('/cities', signedInStore(3));
    expect(await screen.findByRole('heading', { name: i18n.t('navigation.cities') })).toBeInTheDocument();
  });
});
