import { Role, type BudgetDetail } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bakuToday } from '@/shared/lib/baku-today';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';
import { budgetDetail, errorBody } from '../test/budget-fixtures';

const serve = (detail: BudgetDetail, payment?: (body: unknown) => Response) => {
  const posted: unknown[] = [];
  server.use(
    mock.get(`${API}/adminbudget/${detail.id}`, () => HttpResponse.json(detail)),
    mock.post(`${API}/adminbudget/${detail.id}/payments`, async ({ request }) => {
      const body = await request.json();
      posted.push(body);
      return payment ? payment(body) : HttpResponse.json(detail, { status: 201 });
    }),
  );
  return posted;
};

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });

const openPayment = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Ödəniş qeyd et' }));
  return screen.findByRole('dialog', { name: 'Ödəniş qeyd et' });
};

describe('budget detail page', () => {
  it('shows the header, the line items with their total, and the payments', async () => {
    serve(budgetDetail(7, { isOverdue: true, daysOverdue: 12 }));
    renderSignedIn('/budgets/7', { roleId: Role.SuperAdmin });
    await heading('Xəzər Əmlak Agentliyi: Oktyabr 2026');
    expect(screen.getByText('Aktiv')).toBeInTheDocument();
    expect(screen.getByText('12 gün gecikir')).toBeInTheDocument();
    expect(screen.getByText('10.11.2026')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Büdcənin yekunları' });
    expect(totals).toHaveTextContent('1.234,50 ₼');
    expect(totals).toHaveTextContent('1.000,00 ₼');

    const lines = screen.getByRole('table', { name: 'Sətirlər' });
    const [, first, , total] = within(lines).getAllByRole('row');
    expect(first).toHaveTextContent('Leyla Həsənova');
    expect(first).toHaveTextContent('agent@demo.az');
    expect(first).toHaveTextContent('Standart');
    expect(first).toHaveTextContent('17.10.2026');
    // The API's end is exclusive (the first day not covered): the last covered day is shown.
    expect(first).toHaveTextContent('25.11.2026');
    expect(first).toHaveTextContent('3,3333');
    expect(first).toHaveTextContent('50,00 ₼');
    expect(total).toHaveTextContent('Cəmi1.234,50 ₼');

    const payments = screen.getByRole('table', { name: 'Ödənişlər' });
    expect(within(payments).getAllByRole('row')[1]).toHaveTextContent('05.11.2026234,50 ₼KB-1—Rauf Quliyev');
  });

  it('records a payment of what is owed, dated today in Baku, and says so', async () => {
    const posted = serve(budgetDetail(7));
    const user = userEvent.setup();
    renderSignedIn('/budgets/7', { roleId: Role.SuperAdmin });
    await heading(/Oktyabr 2026/);
    const dialog = await openPayment(user);
    expect(dialog).toHaveTextContent('Xəzər Əmlak Agentliyi, Oktyabr 2026: qalıq 1.000,00 ₼');
    const amount = within(dialog).getByRole('textbox', { name: /Məbləğ, AZN/ });
    expect(amount).toHaveValue('1000');
    await user.clear(amount);
    await user.type(amount, '400,25');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ödəniş istinadı' }), 'KB-2');
    await user.click(within(dialog).getByRole('button', { name: 'Qeyd et' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([
      expect.objectContaining({
        amount: 400.25,
        paidDate: bakuToday(),
        paymentReference: 'KB-2',
        notes: null,
      }),
    ]);
    expect(await screen.findByText('Ödəniş qeydə alındı')).toBeInTheDocument();
  });

  it('checks the amount with the contracts schema before sending', async () => {
    const posted = serve(budgetDetail(7));
    const user = userEvent.setup();
    renderSignedIn('/budgets/7', { roleId: Role.SuperAdmin });
    await heading(/Oktyabr 2026/);
    const dialog = await openPayment(user);
    const amount = within(dialog).getByRole('textbox', { name: /Məbləğ, AZN/ });
    const submit = within(dialog).getByRole('button', { name: 'Qeyd et' });

    await user.clear(amount);
    await user.click(submit);
    expect(await within(dialog).findByText('Məbləğ, AZN tələb olunur')).toBeInTheDocument();
    await user.type(amount, '0');
    await user.click(submit);
    expect(await within(dialog).findByText('Məbləğ, AZN ən azı 0,01 olmalıdır')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10,125');
    await user.click(submit);
    expect(
      await within(dialog).findByText('Məbləğ, AZN ən çoxu 2 onluq rəqəmlə ola bilər'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it("shows the server's 422 (more than is owed) under the amount and keeps the dialog open", async () => {
    const posted = serve(budgetDetail(7), () =>
      errorBody(422, 'business_rule', 'Məbləğ borcdan çoxdur (1000.00 AZN)', {
        amount: ['Məbləğ borcdan çoxdur (1000.00 AZN)'],
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/budgets/7', { roleId: Role.SuperAdmin });
    await heading(/Oktyabr 2026/);
    const dialog = await openPayment(user);
    await user.click(within(dialog).getByRole('button', { name: 'Qeyd et' }));
    const amount = within(dialog).getByRole('textbox', { name: /Məbləğ, AZN/ });
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Məbləğ borcdan çoxdur (1000.00 AZN)'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Ödəniş qeyd et' })).toBeInTheDocument();
  });

  it('gives an Admin no Record payment, and a closed budget none either', async () => {
    serve(budgetDetail(7));
    renderSignedIn('/budgets/7', { roleId: Role.Admin });
    await heading(/Oktyabr 2026/);
    expect(screen.getByRole('button', { name: 'Faktura' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ödəniş qeyd et' })).toBeNull();
  });

  it('offers no payment on a closed budget', async () => {
    serve(
      budgetDetail(8, {
        status: 3,
        isPaid: true,
        paidAmount: '1234.50',
        remainingAmount: '0.00',
        paidDate: '2026-11-09',
      }),
    );
    renderSignedIn('/budgets/8', { roleId: Role.SuperAdmin });
    await heading(/Oktyabr 2026/);
    expect(screen.getByText('Bağlanıb')).toBeInTheDocument();
    expect(screen.getByText('09.11.2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ödəniş qeyd et' })).toBeNull();
  });

  it('reads the invoice through the HTTP client and shows it in a frame to print', async () => {
    serve(budgetDetail(7));
    let requested = 0;
    server.use(
      mock.get(`${API}/adminbudget/7/invoice`, () => {
        requested += 1;
        return new HttpResponse('<!doctype html><h1>Faktura 2026-10</h1>', {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/budgets/7', { roleId: Role.Admin });
    await heading(/Oktyabr 2026/);
    await user.click(screen.getByRole('button', { name: 'Faktura' }));
    const dialog = await screen.findByRole('dialog', { name: 'Faktura' });
    const frame = await within(dialog).findByTitle('Faktura');
    expect(frame).toHaveAttribute('srcdoc', '<!doctype html><h1>Faktura 2026-10</h1>');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(requested).toBe(1);
    expect(within(dialog).getByRole('button', { name: 'Çap et' })).toBeEnabled();
  });

  it('shows a not-found state for a 404 and for an id that is no id', async () => {
    server.use(mock.get(`${API}/adminbudget/77`, () => errorBody(404, 'not_found', 'Tapılmadı')));
    renderSignedIn('/budgets/77', { roleId: Role.Admin });
    expect(await heading('Büdcə tapılmadı')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Büdcələr' })).toHaveAttribute(
      'href',
      '/budgets',
    );
  });
});
