import { Role } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '@/shared/theme/create-app-theme';
import { DEFAULT_PALETTE } from '@/shared/theme/palette-names';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';
import { analytics, budget, budgetOrganizations } from '../test/budget-fixtures';
import { lastMonthOf } from '../generate-defaults';

type Calls = {
  lists: URLSearchParams[];
  organizations: number;
  analytics: URLSearchParams[];
  generated: unknown[];
};

const serve = (options: { budgets?: unknown[]; rate?: number; empty?: boolean } = {}): Calls => {
  const calls: Calls = { lists: [], organizations: 0, analytics: [], generated: [] };
  server.use(
    mock.get(`${API}/adminbudget/budgets`, ({ request }) => {
      calls.lists.push(new URL(request.url).searchParams);
      return HttpResponse.json(options.budgets ?? []);
    }),
    mock.get(`${API}/adminbudget/organization`, () => {
      calls.organizations += 1;
      return HttpResponse.json(budgetOrganizations);
    }),
    mock.get(`${API}/adminbudget/analytics`, ({ request }) => {
      calls.analytics.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        options.empty
          ? analytics(0, {
              budgetCount: 0,
              overdueCount: 0,
              totalCost: '0.00',
              paidAmount: '0.00',
              unpaidAmount: '0.00',
              topUsers: [],
              topPlans: [],
              trend: analytics(0).trend.map((point) => ({ ...point, totalCost: '0.00', paidAmount: '0.00' })),
            })
          : analytics(options.rate ?? 71.4),
      );
    }),
    mock.post(`${API}/adminbudget/generate`, async ({ request }) => {
      calls.generated.push(await request.json());
      return HttpResponse.json({
        budgets: [
          budget(21, { month: 10, organizationName: 'Xəzər Əmlak Agentliyi' }),
          budget(22, { month: 10, organizationId: 3, organizationName: 'Abşeron Mülk', status: 3 }),
        ],
      });
    }),
  );
  return calls;
};

const rows = [
  budget(1, { isOverdue: true, daysOverdue: 12 }),
  budget(2, { month: 9, status: 3, paidAmount: '1234.50', remainingAmount: '0.00', isPaid: true }),
  budget(3, {
    month: 11,
    status: 1,
    organizationId: 3,
    organizationName: 'Abşeron Mülk',
    paidAmount: '0.00',
    remainingAmount: '1234.50',
    issuedAt: null,
  }),
];

// The default theme's colours: the page is rendered with it.
const palette = createAppTheme({ mode: 'light', palette: DEFAULT_PALETTE, direction: 'ltr' }).palette;

const table = () => screen.findByRole('table', { name: 'Büdcələr siyahısı' }, { timeout: 8000 });

describe('budgets page', () => {
  it("lists the SuperAdmin's budgets: period in the language, status chips, AZN amounts and the overdue badge", async () => {
    serve({ budgets: rows });
    renderSignedIn('/budgets', { roleId: Role.SuperAdmin });
    const list = await table();
    const [, first, second, third] = within(list).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: /Oktyabr 2026/ })).toHaveAttribute('href', '/budgets/1');
    expect(first).toHaveTextContent('Xəzər Əmlak Agentliyi');
    expect(within(first!).getByText('Aktiv')).toBeInTheDocument();
    expect(first).toHaveTextContent('1.234,50 ₼');
    expect(first).toHaveTextContent('234,50 ₼');
    expect(first).toHaveTextContent('1.000,00 ₼');
    expect(first).toHaveTextContent('10.11.2026');
    expect(within(first!).getByText('12 gün gecikir')).toBeInTheDocument();
    expect(within(second!).getByText('Bağlanıb')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: /Sentyabr 2026/ })).toBeInTheDocument();
    expect(within(second!).queryByText(/gecikir/)).toBeNull();
    expect(within(third!).getByText('Layihə')).toBeInTheDocument();
    expect(screen.getByText('3 büdcə')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ayı hesabla' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Təşkilat' })).toBeInTheDocument();
  });

  it('writes the period and amounts in English and Russian too', async () => {
    serve({ budgets: [budget(1, { isOverdue: true, daysOverdue: 1 })] });
    localStorage.setItem('lang', 'ru');
    const { i18n } = await import('@/shared/i18n/i18n');
    await i18n.changeLanguage('ru');
    try {
      renderSignedIn('/budgets', { roleId: Role.SuperAdmin });
      const list = await screen.findByRole('table', { name: 'Список бюджетов' }, { timeout: 8000 });
      expect(within(list).getByRole('link', { name: /Октябрь 2026/ })).toBeInTheDocument();
      expect(list).toHaveTextContent(/1\s234,50 ₼/);
      expect(within(list).getByText('Просрочен на 1 день')).toBeInTheDocument();
      await i18n.changeLanguage('en');
      expect(await within(list).findByRole('link', { name: /October 2026/ })).toBeInTheDocument();
      expect(list).toHaveTextContent('1,234.50 ₼');
      expect(within(list).getByText('1 day overdue')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('az');
    }
  });

  it('sends the filters from the address and keeps each change in the address', async () => {
    const calls = serve({ budgets: rows });
    const user = userEvent.setup();
    const { router } = renderSignedIn('/budgets?year=2026&status=2&organizationId=99999999999', {
      roleId: Role.SuperAdmin,
    });
    await table();
    // An organization id the server would refuse is dropped rather than sent.
    expect(Object.fromEntries(calls.lists[0]!)).toEqual({ year: '2026', status: '2' });

    await user.click(screen.getByRole('combobox', { name: 'Təşkilat' }));
    await user.click(await screen.findByRole('option', { name: 'Abşeron Mülk' }));
    await waitFor(() => expect(router.state.location.search).toContain('organizationId=3'));
    await waitFor(() =>
      expect(Object.fromEntries(calls.lists.at(-1)!)).toEqual({
        year: '2026',
        status: '2',
        organizationId: '3',
      }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Bağlanıb' }));
    await waitFor(() => expect(calls.lists.at(-1)!.get('status')).toBe('3'));
    expect(router.state.location.search).toContain('status=3');

    await user.click(screen.getByRole('button', { name: 'Filtrləri təmizlə' }));
    await waitFor(() => expect([...calls.lists.at(-1)!.keys()]).toEqual([]));
    expect(router.state.location.search).toBe('');
  });

  it('says when no budget matches the filters, and when there is none at all', async () => {
    serve({ budgets: [] });
    renderSignedIn('/budgets?year=2025', { roleId: Role.SuperAdmin });
    expect(await screen.findByText('Uyğun büdcə tapılmadı', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Filtrləri təmizlə' })[0]!);
    expect(await screen.findByText('Hələ büdcə yoxdur')).toBeInTheDocument();
  });

  it('gives an Admin no organization filter, no Generate month and no call for the organizations', async () => {
    const calls = serve({ budgets: rows.slice(0, 2) });
    renderSignedIn('/budgets', { roleId: Role.Admin });
    await table();
    expect(screen.queryByRole('button', { name: 'Ayı hesabla' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Təşkilat' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'İl' })).toBeInTheDocument();
    expect(calls.organizations).toBe(0);
  });

  it('shows the 403 screen to a User', async () => {
    renderSignedIn('/budgets', { roleId: Role.User });
    expect(
      await screen.findByText('Bu səhifəyə baxmaq icazəniz yoxdur.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('generates last month for one organization and shows what was issued', async () => {
    const calls = serve({ budgets: rows });
    const user = userEvent.setup();
    renderSignedIn('/budgets', { roleId: Role.SuperAdmin });
    await table();
    await user.click(screen.getByRole('button', { name: 'Ayı hesabla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ayın büdcələrini hesabla' });
    const { year, month } = lastMonthOf();
    expect(within(dialog).getByRole('combobox', { name: 'İl' })).toHaveTextContent(String(year));
    await user.click(within(dialog).getByRole('combobox', { name: 'Təşkilat' }));
    await user.click(await screen.findByRole('option', { name: 'Xəzər Əmlak Agentliyi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Hesabla' }));

    const result = await screen.findByRole('dialog', { name: 'Hesablanmış büdcələr' });
    expect(calls.generated).toEqual([expect.objectContaining({ year, month, organizationId: 2 })]);
    expect(result).toHaveTextContent('2 büdcə');
    expect(within(result).getByRole('link', { name: 'Abşeron Mülk' })).toHaveAttribute('href', '/budgets/22');
    expect(within(result).getByText('Bağlanıb')).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: 'Bağla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the analytics: KPIs, top users and plans, and passes the organization and year', async () => {
    const calls = serve({ budgets: rows });
    renderSignedIn('/budgets?view=analytics&year=2026&organizationId=2', { roleId: Role.SuperAdmin });
    expect(await screen.findByText('3.500,00 ₼', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(Object.fromEntries(calls.analytics[0]!)).toEqual({ organizationId: '2', year: '2026' });
    expect(screen.getByText('2.500,00 ₼')).toBeInTheDocument();
    expect(screen.getByText('1.000,00 ₼')).toBeInTheDocument();
    expect(screen.getByTestId('payment-rate')).toHaveTextContent('71,4 %');
    const users = screen.getByRole('list', { name: 'Ən çox ödəyən 5 istifadəçi' });
    expect(within(users).getAllByRole('listitem')[0]).toHaveTextContent('Rəşad Məmmədov');
    expect(within(users).getAllByRole('listitem')[0]).toHaveTextContent('1.184,50 ₼');
    const plans = screen.getByRole('list', { name: 'Gəlirə görə ilk 5 plan' });
    expect(within(plans).getAllByRole('listitem')[0]).toHaveTextContent('Premium');
    expect(
      screen.getByRole('img', { name: 'Son 6 ayın hesablanmış və ödənilmiş məbləğləri' }),
    ).toBeInTheDocument();
    // The status filter belongs to the list only.
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });

  it.each([
    [79.9, 'fair', '79,9 %', 'Orta'],
    [80, 'good', '80,0 %', 'Yaxşı'],
    [49.9, 'poor', '49,9 %', 'Zəif'],
    [50, 'fair', '50,0 %', 'Orta'],
  ] as const)(
    'colours a payment rate of %s as %s (green from 80, amber from 50, red below)',
    async (rate, level, text, word) => {
      serve({ rate });
      renderSignedIn('/budgets?view=analytics', { roleId: Role.SuperAdmin });
      const value = await screen.findByTestId('payment-rate', {}, { timeout: 8000 });
      await waitFor(() => expect(value).toHaveTextContent(text));
      expect(value).toHaveAttribute('data-level', level);
      const colour = { good: palette.success.main, fair: palette.warning.main, poor: palette.error.main }[
        level
      ];
      expect(value).toHaveStyle({ color: colour });
      expect(screen.getByText(word)).toBeInTheDocument();
    },
  );

  it('says when the year has no budgets', async () => {
    serve({ empty: true });
    renderSignedIn('/budgets?view=analytics', { roleId: Role.Admin });
    expect(await screen.findByText('Bu il üçün büdcə yoxdur', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
