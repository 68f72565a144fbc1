import { render, screen, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '@/app/providers';
import { createStore } from '@/app/store';
import { API, server } from '@/test/server';
import { budget, errorBody } from '../test/organization-fixtures';
import { BudgetAnalysisTab } from './budget-analysis-tab';

const renderTab = (organizationId = 2) => {
  const router = createMemoryRouter(
    [{ path: '/organizations/:id', element: <BudgetAnalysisTab organizationId={organizationId} /> }],
    { initialEntries: [`/organizations/${organizationId}`] },
  );
  render(
    <Providers store={createStore()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
};

describe('Budget Analysis tab', () => {
  it("lists the organization's budgets: period, status, totals, overdue days and a link to each", async () => {
    server.use(
      mock.get(`${API}/adminbudget/organization/2/budgets`, () =>
        HttpResponse.json([
          { ...budget(12, 10), isOverdue: true, daysOverdue: 14, totalCost: '1234.50', paidAmount: '200.00' },
          { ...budget(11, 9), status: 3, isPaid: true, paidAmount: '100.00', remainingAmount: '0.00' },
        ]),
      ),
    );
    renderTab();
    const items = await screen.findAllByRole('listitem', {}, { timeout: 8000 });
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Oktyabr 2026' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Aktiv')).toBeInTheDocument();
    expect(within(items[0]!).getByText('14 gün gecikir')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('1.234,50 ₼');
    expect(items[0]).toHaveTextContent('200,00 ₼');
    expect(within(items[0]!).getByRole('link', { name: 'Oktyabr 2026 büdcəsini aç' })).toHaveAttribute(
      'href',
      '/budgets/12',
    );
    expect(within(items[1]!).getByText('Bağlanıb')).toBeInTheDocument();
    expect(within(items[1]!).queryByText(/gecikir/)).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: 'Sentyabr 2026 büdcəsini aç' })).toHaveAttribute(
      'href',
      '/budgets/11',
    );
  });

  it('says so when the organization has no budget yet', async () => {
    server.use(mock.get(`${API}/adminbudget/organization/2/budgets`, () => HttpResponse.json([])));
    renderTab();
    expect(await screen.findByText('Hələ büdcə yoxdur', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('offers to try again when the budgets cannot be read', async () => {
    server.use(
      mock.get(`${API}/adminbudget/organization/2/budgets`, () => errorBody(500, 'internal', 'Xəta')),
    );
    renderTab();
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Büdcələri oxumaq mümkün olmadı',
    );
    expect(screen.getByRole('button', { name: 'Yenidən cəhd et' })).toBeInTheDocument();
  });
});
