import type { Plan } from '@emlak/contracts';
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
let planCalls = 0;

const plan = (
  id: number,
  name: string,
  price: string,
  requestLimit: number,
  extra: Partial<Plan> = {},
): Plan => ({
  id,
  name,
  description: null,
  price,
  requestLimit,
  isActive: true,
  isPopular: false,
  displayOrder: id,
  activeSubscriptions: 0,
  totalRevenue: '0.00',
  createdDate: '2026-01-01T00:00:00.000Z',
  lastModifiedDate: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...extra,
});

/**
 * The seeded packages as GET /adminplan/plans answers a SuperAdmin: out of display order, with an
 * inactive plan the carousel must leave out.
 */
const seededPlans = [
  plan(5, 'Usta', '300.00', 10000),
  plan(3, 'Premium', '100.00', 1700, { isPopular: true }),
  plan(1, 'Temel', '50.00', 900),
  plan(9, 'Köhnə', '20.00', 100, { isActive: false, displayOrder: 0 }),
  plan(4, 'Profesyonel', '150.00', 2100),
  plan(2, 'Standart', '85.50', 1200),
];

const servePlans = (answer: () => Response = () => HttpResponse.json(seededPlans)) =>
  server.use(
    mock.get(`${API}/adminplan/plans`, () => {
      planCalls += 1;
      return answer();
    }),
  );

/** The carousel once the plans have arrived. */
const loaded = () => screen.findByRole('region', { name: 'Subscription packages' });

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
  planCalls = 0;
  servePlans();
});
afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('az');
});

describe('payment-info page', () => {
  it('says a payment is required, that online payment is impossible, and how to get in touch', async () => {
    renderPage();
    await loaded();
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

  it('shows the active plans from the API in display order: price, searches, select button, the popular badge', async () => {
    renderPage();
    await loaded();
    expect(planCalls).toBe(1);
    expect(screen.getAllByRole('button', { name: /^Go to package/ })).toHaveLength(5);
    expect(shownPackage()).toBe('Temel');
    expect(screen.getByText('50')).toBeInTheDocument();
    expect(screen.getByText('900 announcement searches')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select package' })).toBeInTheDocument();
    expect(screen.queryByText('Most popular')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to package 2' }));
    expect(shownPackage()).toBe('Standart');
    expect(screen.getByText('85.50')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to package 3' }));
    expect(shownPackage()).toBe('Premium');
    expect(screen.getByText('Most popular')).toBeInTheDocument();
    expect(screen.getByText('1,700 announcement searches')).toBeInTheDocument();
    expect(screen.queryByText('Köhnə')).not.toBeInTheDocument();
  });

  it('shows placeholders while the plans load, then the carousel', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mock.get(`${API}/adminplan/plans`, async () => {
        await gate;
        return HttpResponse.json(seededPlans);
      }),
    );
    renderPage();
    expect(await screen.findByRole('status', { name: 'Loading the packages…' })).toBeInTheDocument();
    release();
    await loaded();
    expect(screen.queryByRole('status', { name: 'Loading the packages…' })).not.toBeInTheDocument();
  });

  it('says when the plans cannot be read and reads them again on retry', async () => {
    servePlans(() => HttpResponse.json({ status: 500, code: 'internal', message: 'x' }, { status: 500 }));
    renderPage();
    expect(await screen.findByText('The packages could not be loaded.')).toBeInTheDocument();
    servePlans();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(shownPackage()).toBe('Temel');
  });

  it('says so when no plan is offered', async () => {
    servePlans(() => HttpResponse.json([plan(9, 'Köhnə', '20.00', 100, { isActive: false })]));
    renderPage();
    expect(
      await screen.findByText('No package is offered at the moment. Please contact the administrator.'),
    ).toBeInTheDocument();
  });

  it('offers the sign-in instead of the packages to a visitor without a session', async () => {
    store = createStore();
    installInterceptors(store);
    renderPage();
    expect(screen.getByText('Sign in to see the packages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/accounts/login');
    expect(planCalls).toBe(0);
  });

  it('advances every 4 s and wraps around after the last package', async () => {
    renderPage();
    await loaded();
    // The clock ran on while the plans loaded: start the 4 s count afresh (the pointer passing by).
    fireEvent.mouseEnter(carousel());
    fireEvent.mouseLeave(carousel());
    const order = ['Temel', 'Standart', 'Premium', 'Profesyonel', 'Usta', 'Temel'];
    expect(shownPackage()).toBe(order[0]);
    for (const name of order.slice(1)) {
      advance(AUTO_ADVANCE_MS - 1);
      expect(shownPackage()).not.toBe(name);
      advance(1);
      expect(shownPackage()).toBe(name);
    }
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    renderPage();
    await loaded();
    fireEvent.mouseEnter(carousel());
    advance(3 * AUTO_ADVANCE_MS);
    expect(shownPackage()).toBe('Temel');
    fireEvent.mouseLeave(carousel());
    advance(AUTO_ADVANCE_MS);
    expect(shownPackage()).toBe('Standart');
  });

  it('moves both ways cyclically by hand, which stops auto-play until the pointer leaves', async () => {
    renderPage();
    await loaded();
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
