import type { Subscription } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bakuToday } from '@/shared/lib/baku-today';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';
import { planBadgeOf } from '../plan-badge';
import { addDays } from '../subscription-dates';
import {
  errorBody,
  organization,
  organizationUser,
  planOptions,
  subscription,
} from '../test/organization-fixtures';

const ADMIN = 1;
const SUPER_ADMIN = 2;

let subscriptionsOf: Record<number, Subscription[]> = {};
let subscriptionReads: string[] = [];
let created: unknown[] = [];
let createAnswer: () => Response | Promise<Response> = () => HttpResponse.json({}, { status: 201 });

/** The body as the app meant it: the HTTP client adds the device's fields to every write. */
const meant = (body: unknown) => {
  const {
    deviceId: _d,
    userAgent: _u,
    platform: _p,
    language: _l,
    ...rest
  } = body as Record<string, unknown>;
  return rest;
};

beforeEach(() => {
  subscriptionsOf = {
    11: [
      subscription(31, 11, 3, 'Premium'),
      subscription(21, 11, 1, 'Temel', {
        isCurrent: false,
        isActive: false,
        status: 2,
        endDate: '2026-04-01',
      }),
    ],
  };
  subscriptionReads = [];
  created = [];
  createAnswer = () => HttpResponse.json(subscription(40, 12, 2, 'Standart'), { status: 201 });
  server.use(
    mock.get(`${API}/organizations/2`, () => HttpResponse.json(organization(2, 'Xəzər Əmlak'))),
    mock.get(`${API}/organizations/2/users`, () =>
      HttpResponse.json([
        organizationUser(11, 'Aysel Məmmədova'),
        organizationUser(12, 'Rəşad Quliyev', { email: '' }),
      ]),
    ),
    mock.get(`${API}/adminbudget/organization/2/budgets`, () => HttpResponse.json([])),
    mock.get(`${API}/adminsubscription/subscriptions`, ({ request }) => {
      const userId = Number(new URL(request.url).searchParams.get('userId'));
      subscriptionReads.push(String(userId));
      return HttpResponse.json({ subscriptions: subscriptionsOf[userId] ?? [] });
    }),
    mock.get(`${API}/adminsubscription/dropdown`, () => HttpResponse.json(planOptions)),
    mock.post(`${API}/adminsubscription`, async ({ request }) => {
      created.push(meant(await request.json()));
      return createAnswer();
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

const panel = () => screen.getByRole('region', { name: 'İstifadəçi abunəliyi yarat' });
const toggle = () => within(panel()).getByRole('button', { name: /İstifadəçi abunəliyi yarat/ });
const planField = () => within(panel()).getByRole('combobox', { name: 'Plan' });

/** Renders the detail page and picks a user with their card's Set plan button. */
const pick = async (user: ReturnType<typeof userEvent.setup>, name: string, roleId = SUPER_ADMIN) => {
  renderSignedIn('/organizations/2', { roleId });
  await screen.findByRole('heading', { level: 1, name: 'Xəzər Əmlak' }, { timeout: 8000 });
  await user.click(await screen.findByRole('button', { name: `Plan təyin et: ${name}` }));
};

describe('the Create User Subscription panel', () => {
  it('is collapsed and asks for a user until one is picked', async () => {
    renderSignedIn('/organizations/2', { roleId: ADMIN });
    await screen.findByRole('heading', { level: 1, name: 'Xəzər Əmlak' }, { timeout: 8000 });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).toHaveTextContent('Plan təyin etmək üçün aşağıdakı siyahıdan istifadəçi seçin.');
    expect(subscriptionReads).toEqual([]);
  });

  it('shows the picked user with the badge of the newest subscription, its plan and dates, and pre-fills that plan', async () => {
    const user = userEvent.setup();
    await pick(user, 'Aysel Məmmədova');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(subscriptionReads).toEqual(['11']);
    // Plan id 3 is "Pro" in the spec's mapping; the real plan's name and dates come with it.
    expect(await within(panel()).findByText('Cari plan: Pro')).toBeInTheDocument();
    expect(panel()).toHaveTextContent('Premium · 01.04.2026 – 11.05.2026 (bitmə tarixi)');
    expect(panel()).toHaveTextContent('aysel@demo.az');
    expect(panel()).toHaveTextContent('ID: 11');
    await waitFor(() => expect(planField()).toHaveTextContent('Premium'));
  });

  it('sends the spec’s payload for the picked plan, then toasts, resets, collapses and reads the subscriptions again', async () => {
    const user = userEvent.setup();
    await pick(user, 'Rəşad Quliyev');
    expect(await within(panel()).findByText('Cari plan: yoxdur')).toBeInTheDocument();
    expect(panel()).not.toHaveTextContent('@demo.az');
    await user.click(planField());
    await user.click(await screen.findByRole('option', { name: 'Standart' }));
    await user.type(within(panel()).getByRole('textbox', { name: 'Qeyd (istəyə görə)' }), '  ilk ay  ');
    await user.click(within(panel()).getByRole('button', { name: 'Əlavə et' }));

    expect(await screen.findByText('Abunə yaradıldı')).toBeInTheDocument();
    const today = bakuToday();
    expect(created).toEqual([
      {
        userId: 12,
        subscriptionPlanId: 2,
        startDate: today,
        endDate: addDays(today, 40),
        isActive: true,
        autoRenew: false,
        status: 1,
        adminNotes: 'ilk ay',
      },
    ]);
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'false'));
    expect(panel()).toHaveTextContent('Plan təyin etmək üçün');
    expect(screen.getByRole('button', { name: 'Plan təyin et: Rəşad Quliyev' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // Picked again, the user's subscriptions are read anew and show the new plan (id 2: Premium).
    subscriptionsOf[12] = [subscription(40, 12, 2, 'Standart')];
    await user.click(screen.getByRole('button', { name: 'Plan təyin et: Rəşad Quliyev' }));
    expect(await within(panel()).findByText('Cari plan: Premium')).toBeInTheDocument();
    await waitFor(() => expect(planField()).toHaveTextContent('Standart'));
    expect(subscriptionReads.length).toBeGreaterThanOrEqual(2);
  });

  it('says "Plan seçimi tələb olunur" under the plan and sends nothing without one', async () => {
    const user = userEvent.setup();
    await pick(user, 'Rəşad Quliyev', ADMIN);
    await within(panel()).findByText('Cari plan: yoxdur');
    expect(planField()).not.toHaveTextContent(/\w/);
    await user.click(within(panel()).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(panel()).findByText('Plan seçimi tələb olunur')).toBeInTheDocument();
    expect(created).toEqual([]);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('Cancel resets the form, collapses and forgets the user and the plan', async () => {
    const user = userEvent.setup();
    await pick(user, 'Aysel Məmmədova');
    await waitFor(() => expect(planField()).toHaveTextContent('Premium'));
    await user.click(planField());
    await user.click(await screen.findByRole('option', { name: 'Usta' }));
    await user.type(within(panel()).getByRole('textbox', { name: 'Qeyd (istəyə görə)' }), 'qaralama');
    await user.click(within(panel()).getByRole('button', { name: 'Ləğv et' }));
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'false'));
    expect(panel()).toHaveTextContent('Plan təyin etmək üçün');
    expect(created).toEqual([]);

    // Picked again: the newest subscription's plan again, not what was chosen before Cancel.
    await user.click(screen.getByRole('button', { name: 'Plan təyin et: Aysel Məmmədova' }));
    await waitFor(() => expect(planField()).toHaveTextContent('Premium'));
    expect(within(panel()).getByRole('textbox', { name: 'Qeyd (istəyə görə)' })).toHaveValue('');
  });

  it('treats a failed read of the subscriptions as no plan: logged, no message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      mock.get(`${API}/adminsubscription/subscriptions`, () => errorBody(500, 'internal', 'Xəta baş verdi')),
    );
    const user = userEvent.setup();
    await pick(user, 'Aysel Məmmədova');
    expect(await within(panel()).findByText('Cari plan: yoxdur')).toBeInTheDocument();
    expect(planField()).not.toHaveTextContent(/\w/);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('Xəta baş verdi')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the create and keeps the panel open', async () => {
    createAnswer = () => errorBody(422, 'business_rule', 'Bu plan artıq aktiv deyil');
    const user = userEvent.setup();
    await pick(user, 'Aysel Məmmədova');
    await waitFor(() => expect(planField()).toHaveTextContent('Premium'));
    await user.click(within(panel()).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(panel()).findByText('Bu plan artıq aktiv deyil')).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(created).toHaveLength(1);
  });
});

describe('the plan badge', () => {
  it.each([
    [null, 'none'],
    [1, 'basic'],
    [2, 'premium'],
    [3, 'pro'],
    [4, 'enterprise'],
    [7, 'other'],
  ] as const)('maps plan %s to %s', (planId, key) => {
    expect(planBadgeOf(planId).key).toBe(key);
  });
});

describe('subscription dates', () => {
  it('adds calendar days across months and years', () => {
    expect(addDays('2026-01-25', 40)).toBe('2026-03-06');
    expect(addDays('2026-12-01', 40)).toBe('2027-01-10');
  });
});
