import { act, fireEvent, render, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '@/app/providers';
import { createStore, type AppStore } from '@/app/store';
import { installInterceptors } from '@/shared/api/http-client';
import { startSession } from '@/shared/auth/session';
import { testAccessToken } from '@/shared/auth/test-token';
import { i18n } from '@/shared/i18n/i18n';
import { API, server } from '@/test/server';
import { AUTO_ADVANCE_MS } from '../use-carousel';
import { PaymentInfoPage } from './payment-info-page';

let store: AppStore;

const renderPage = () => {
  const router = createMemoryRouter(
    [
      { path: '/payment-info', element: <PaymentInfoPage /> },
      { path: '/accounts/login', element: <p>login</p> },
    ],
    { initialEntries: ['/payment-info'] },
  );
  render(
    <Providers store={store} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
};

/** jsdom has no layout, so the carousel shows one card: the package in view. */
const shownPackage = () => screen.getByRole('group').querySelector('h3')?.textContent;
const carousel = () => screen.getByRole('region', { name: 'Subscription packages' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await i18n.changeLanguage('en');
  store = createStore();
  installInterceptors(store);
  store.dispatch(startSession({ accessToken: testAccessToken(), refreshToken: 'r-1' }));
});
afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('az');
});

describe('payment-info page', () => {
  it('says a payment is required, that online payment is impossible, and how to get in touch', () => {
    renderPage();
    expect(screen.getByText('A subscription payment is required')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment information' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please contact the provider by e-mail (billing@emlak-ofis.az) or your administrator.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact by e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:billing@emlak-ofis\.az\?subject=/),
    );
  });

  it('shows each package with its price, query limit and a select button; Premium is the most popular', () => {
    renderPage();
    expect(shownPackage()).toBe('Temel');
    expect(screen.getByText('50')).toBeInTheDocument();
    expect(screen.getByText('900 announcement searches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select package' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to package 3' }));
    expect(shownPackage()).toBe('Premium');
    expect(screen.getByText('Most popular')).toBeInTheDocument();
    expect(screen.getByText('1,700 announcement searches')).toBeInTheDocument();
  });

  it('advances every 4 s and wraps around after the last package', () => {
    renderPage();
    const order = ['Temel', 'Standart', 'Premium', 'Profesyonel', 'Usta', 'Temel'];
    expect(shownPackage()).toBe(order[0]);
    for (const name of order.slice(1)) {
      advance(AUTO_ADVANCE_MS - 1);
      expect(shownPackage()).not.toBe(name);
      advance(1);
      expect(shownPackage()).toBe(name);
    }
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderPage();
    fireEvent.mouseEnter(carousel());
    advance(3 * AUTO_ADVANCE_MS);
    expect(shownPackage()).toBe('Temel');
    fireEvent.mouseLeave(carousel());
    advance(AUTO_ADVANCE_MS);
    expect(shownPackage()).toBe('Standart');
  });

  it('moves both ways cyclically by hand, which stops auto-play until the pointer leaves', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Previous package' }));
    expect(shownPackage()).toBe('Usta');
    fireEvent.click(screen.getByRole('button', { name: 'Next package' }));
    expect(shownPackage()).toBe('Temel');
    fireEvent.click(screen.getByRole('button', { name: 'Next package' }));
    expect(shownPackage()).toBe('Standart');
    advance(5 * AUTO_ADVANCE_MS);
    expect(shownPackage()).toBe('Standart');
    fireEvent.mouseEnter(carousel());
    fireEvent.mouseLeave(carousel());
    advance(AUTO_ADVANCE_MS);
    expect(shownPackage()).toBe('Premium');
  });

  it('logs out from the floating button and forgets the stored device data', async () => {
    let logoutCalls = 0;
    server.use(
      mock.post(`${API}/auth/logout`, () => {
        logoutCalls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    expect(localStorage.getItem('app_device_id')).not.toBeNull();
    const router = renderPage();
    const logout = screen.getByRole('button', { name: 'Log out' });
    fireEvent.click(logout);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/accounts/login'));
    expect(store.getState().auth.isAuthenticated).toBe(false);
    for (const key of ['app_device_id', 'app_device_last_updated', 'deviceInfo', 'lastLoginDevice'])
      expect(localStorage.getItem(key), key).toBeNull();
    await vi.waitFor(() => expect(logoutCalls).toBe(1));
  });

  it('names the logout "Çıxış" in Azerbaijani', async () => {
    await i18n.changeLanguage('az');
    renderPage();
    expect(screen.getByRole('button', { name: 'Çıxış' })).toBeInTheDocument();
  });
});
