import type { Menu } from '@emlak/contracts';
import { render } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from '@/app/providers';
import { routes } from '@/app/router';
import { createStore } from '@/app/store';
import { authenticatedState, signedOutState } from '@/shared/auth/auth-slice';
import { API, server } from './server';

const base64Url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** An unsigned access token with the server's claims (UTF-8 names too); the client only decodes it. */
export const craftAccessToken = (claims: { UserId: string; RoleId: string; FullName: string }) => {
  const now = Math.floor(Date.now() / 1000);
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url({ ...claims, iat: now, nbf: now, exp: now + 3600 })}.`;
};

/** A few menus as the server seeds them, enough for the sidebar tests. */
export const sampleMenus: Menu[] = [
  { name: 'settings', url: '/settings', icon: 'Settings', displayOrder: 30 },
  { name: 'dashboard', url: '/dashboard', icon: 'Dashboard', displayOrder: 1 },
  { name: 'announcements', url: '/announcement', icon: 'Campaign', displayOrder: 2 },
  { name: 'organizations', url: '/organizations', icon: 'Business', displayOrder: 9 },
].map((menu, index) => ({ id: index + 1, description: null, menuUrl: menu.url, status: true, ...menu }));

/**
 * jsdom has no matchMedia, so MUI's useMediaQuery would always say "no": this answers min/max
 * width queries for a chosen viewport width.
 */
export const setViewportWidth = (width: number) => {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
};

export type RenderSignedInOptions = {
  roleId?: number;
  fullName?: string;
  /** Viewport width in px; 1280 (desktop) unless told. */
  width?: number;
  /** The user-menu answer; a function to vary it per call. */
  menus?: Menu[] | (() => Response);
};

/** Renders the real route table at a path for a signed-in user, the user menu served by MSW. */
export const renderSignedIn = (path: string, options: RenderSignedInOptions = {}) => {
  const { roleId = 1, fullName = 'Aysel Məmmədova', width = 1280, menus = sampleMenus } = options;
  setViewportWidth(width);
  server.use(
    mock.get(`${API}/menus/user-menu`, () =>
      typeof menus === 'function' ? menus() : HttpResponse.json(menus),
    ),
  );
  const store = createStore({
    auth: authenticatedState(signedOutState, {
      accessToken: craftAccessToken({ UserId: '7', RoleId: String(roleId), FullName: fullName }),
      refreshToken: 'r',
    }),
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { store, router };
};
