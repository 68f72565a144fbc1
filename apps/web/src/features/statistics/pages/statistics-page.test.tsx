import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bakuToday } from '@/shared/lib/baku-today';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';
import { seriesAnswer, summaryAnswer, team } from './statistics-test-data';

const ADMIN = 1;
const SUPER_ADMIN = 2;
const USER = 3;

type Requests = { summary: URLSearchParams[]; series: URLSearchParams[]; admin: URLSearchParams[] };
let requests: Requests;

beforeEach(() => {
  requests = { summary: [], series: [], admin: [] };
  server.use(
    mock.get(`${API}/ad/dashboard/summary`, ({ request }) => {
      const search = new URL(request.url).searchParams;
      requests.summary.push(search);
      return HttpResponse.json(summaryAnswer(search));
    }),
    mock.get(`${API}/ad/dashboard/series`, ({ request }) => {
      const search = new URL(request.url).searchParams;
      requests.series.push(search);
      return HttpResponse.json(seriesAnswer(search));
    }),
    mock.get(`${API}/ad/dashboard/admin/summary`, ({ request }) => {
      const search = new URL(request.url).searchParams;
      requests.admin.push(search);
      return HttpResponse.json(team(search));
    }),
    mock.get(`${API}/organizations/dropdown`, () =>
      HttpResponse.json([
        { value: 2, displayText: 'Demo Əmlak' },
        { value: 5, displayText: 'Xəzər Realty' },
      ]),
    ),
  );
});

afterEach(() => vi.restoreAllMocks());

const caption = (text: string) => screen.findByText(`Dövr: ${text}`, {}, { timeout: 15_000 });
const periodTab = (name: string) => screen.getByRole('tab', { name });
const last = (list: URLSearchParams[]) => Object.fromEntries(list.at(-1) ?? []);

describe('Statistics, a User', () => {
  it('shows Today by default; a period tab asks for that period and keeps it in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/statistics', { roleId: USER });
    await caption('24 noyabr 2026');
    expect(last(requests.summary)).toEqual({ period: 'today' });
    expect(last(requests.series)).toEqual({ period: 'today', groupBy: 'day' });
    expect(periodTab('Bu gün')).toHaveAttribute('aria-selected', 'true');
    // The own figures, with the change against the day before.
    const posted = screen.getByText('Yerləşdirilən elanlar').closest('.MuiCard-root') as HTMLElement;
    expect(within(posted).getByText('4')).toBeInTheDocument();
    expect(within(posted).getByText('+100%')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Görünüş' })).not.toBeInTheDocument();

    await user.click(periodTab('Bu ay'));
    await caption('1–30 noyabr 2026');
    expect(last(requests.summary)).toEqual({ period: 'month' });
    expect(last(requests.series)).toEqual({ period: 'month', groupBy: 'day' });
    expect(router.state.location.search).toBe('?period=month');

    await user.click(periodTab('Bu il'));
    await caption('1 yanvar – 31 dekabr 2026');
    expect(last(requests.series)).toEqual({ period: 'year', groupBy: 'month' });

    // Back to the default: the address drops it.
    await user.click(periodTab('Bu gün'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens a link with its period, and a custom range starts as this month so far', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/statistics?period=custom&from=2026-01-01&to=2026-03-31', {
      roleId: USER,
    });
    await caption('1 yanvar – 31 mart 2026');
    expect(last(requests.summary)).toEqual({ period: 'custom', from: '2026-01-01', to: '2026-03-31' });
    // Longer than two months: a bar per month.
    expect(last(requests.series)).toMatchObject({ groupBy: 'month' });
    const range = screen.getByRole('group', { name: 'Dövrün tarixləri' });
    expect(within(range).getAllByText('Başlanğıc').length).toBeGreaterThan(0);

    await user.click(periodTab('Bu həftə'));
    await caption('23–29 noyabr 2026');
    expect(screen.queryByRole('group', { name: 'Dövrün tarixləri' })).not.toBeInTheDocument();
    await user.click(periodTab('Tarix aralığı'));
    const today = bakuToday();
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        period: 'custom',
        from: `${today.slice(0, 8)}01`,
        to: today,
      }),
    );
    await waitFor(() => expect(last(requests.summary)).toMatchObject({ period: 'custom', to: today }));
  });

  it('checks a custom range with the server’s rules, says why under the day and asks nothing', async () => {
    renderSignedIn('/statistics?period=custom&from=2026-03-10&to=2026-03-01', { roleId: USER });
    const range = await screen.findByRole('group', { name: 'Dövrün tarixləri' }, { timeout: 15_000 });
    expect(within(range).getByText('Son tarix başlanğıc tarixindən əvvəl ola bilməz')).toBeInTheDocument();
    expect(screen.getByText('Tarix aralığını düzəldin')).toBeInTheDocument();
    expect(requests.summary).toHaveLength(0);
    expect(requests.series).toHaveLength(0);
  });

  it('refuses a range longer than 366 days', async () => {
    renderSignedIn('/statistics?period=custom&from=2025-01-01&to=2026-01-02', { roleId: USER });
    expect(
      await screen.findByText('Dövr ən çoxu 366 gün ola bilər', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(requests.summary).toHaveLength(0);
  });
});

describe('Statistics, an Admin', () => {
  it('shows every agent as a card, in a table with the totals row, and in a summary', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/statistics', { roleId: ADMIN });
    const cards = await screen.findByRole('list', { name: 'Agentlər' }, { timeout: 15_000 });
    expect(last(requests.admin)).toEqual({ period: 'today' });
    expect(requests.summary).toHaveLength(0);
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    const rashad = within(cards).getByRole('listitem', { name: 'Rəşad Əliyev: dövrün rəqəmləri' });
    expect(rashad).toHaveTextContent('9.000 ₼');
    expect(rashad).toHaveTextContent('2 · 300.000 ₼');

    // Table: sorted by commission, the totals row (the server's sums) last.
    await user.click(screen.getByRole('button', { name: 'Cədvəl' }));
    expect(router.state.location.search).toBe('?view=table');
    const table = await screen.findByRole('table', { name: /Agentlərin rəqəmləri/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('td, th')?.textContent)).toEqual([
      'Ad',
      'Rəşad Əliyev',
      'Nigar Quliyeva',
      'Aysel Məmmədova',
      'Cəmi',
    ]);
    const totals = within(rows.at(-1)!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(totals).toEqual([
      'Cəmi',
      '6',
      '850.000,50 ₼',
      '3',
      '480.000 ₼',
      '8',
      '9.600 ₼',
      '4.800,25 ₼',
      '14.400,25 ₼',
    ]);
    await user.click(within(table).getByRole('button', { name: 'Ad' }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Aysel Məmmədova');

    // Summary: the team's totals, the split and the leaderboard by commission.
    await user.click(screen.getByRole('button', { name: 'Xülasə' }));
    expect(router.state.location.search).toBe('?view=summary');
    expect(await screen.findByRole('heading', { name: 'Komandanın yekunu' })).toBeInTheDocument();
    const leaders = screen.getByRole('list', { name: 'Liderlər' });
    expect(
      within(leaders)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Rəşad Əliyev'), expect.stringContaining('Nigar Quliyeva')]);
    expect(
      screen.getByRole('img', {
        name: /Komissiya: satıcılardan və alıcılardan: Satıcıdan 9.600 ₼, Alıcıdan 4.800,25 ₼/,
      }),
    ).toBeInTheDocument();
    // The team over time: the organization's series.
    await waitFor(() =>
      expect(last(requests.series)).toEqual({ period: 'today', groupBy: 'day', organizationId: '2' }),
    );
  });

  it('switches to the own figures', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/statistics?period=week', { roleId: ADMIN });
    await screen.findByRole('list', { name: 'Agentlər' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Mənim rəqəmlərim' }));
    await caption('23–29 noyabr 2026');
    expect(last(requests.summary)).toEqual({ period: 'week' });
    expect(router.state.location.search).toBe('?period=week&scope=own');
    expect(screen.queryByRole('group', { name: 'Görünüş' })).not.toBeInTheDocument();
  });
});

describe('Statistics, a SuperAdmin', () => {
  it('must choose an organization first; the choice is asked for and kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/statistics', { roleId: SUPER_ADMIN });
    expect(await screen.findByText('Təşkilat seçin', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(requests.admin).toHaveLength(0);
    expect(requests.summary).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Təşkilat' }));
    await user.click(await screen.findByRole('option', { name: 'Xəzər Realty' }));
    await screen.findByRole('list', { name: 'Agentlər' });
    expect(last(requests.admin)).toEqual({ period: 'today', organizationId: '5' });
    expect(router.state.location.search).toBe('?org=5');
  });
});
