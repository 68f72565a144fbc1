import type { ExchangeRate } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const SUPER_ADMIN = 2;
const USER = 3;

let rates: ExchangeRate[] = [];
let puts: unknown[] = [];

beforeEach(() => {
  rates = [
    { currency: 'USD', rateToAzn: '1.700000', updatedAt: '2026-03-02T08:00:00.000Z' },
    { currency: 'EUR', rateToAzn: '1.850000', updatedAt: '2026-03-02T08:00:00.000Z' },
  ];
  puts = [];
  server.use(
    mock.get(`${API}/exchange-rates`, () => HttpResponse.json(rates)),
    mock.put(`${API}/exchange-rates`, async ({ request }) => {
      const body = (await request.json()) as { rates: { currency: 'USD' | 'EUR'; rateToAzn: number }[] };
      puts.push(body);
      rates = rates.map((rate) => {
        const sent = body.rates.find((entry) => entry.currency === rate.currency);
        return sent
          ? { ...rate, rateToAzn: sent.rateToAzn.toFixed(6), updatedAt: '2026-03-09T08:00:00.000Z' }
          : rate;
      });
      return HttpResponse.json(rates);
    }),
  );
});

const currency = () => screen.findByRole('region', { name: 'Valyuta' }, { timeout: 15_000 });

describe('exchange rates in settings', () => {
  it('shows a User the rates and their day, read only', async () => {
    renderSignedIn('/settings', { roleId: USER });
    const section = await currency();
    expect(await within(section).findByText('1 USD = 1,7 ₼')).toBeInTheDocument();
    expect(within(section).getByText('1 EUR = 1,85 ₼')).toBeInTheDocument();
    expect(within(section).getAllByText('02.03.2026 tarixli')).toHaveLength(2);
    expect(
      within(section).queryByRole('button', { name: 'Məzənnələri yadda saxla' }),
    ).not.toBeInTheDocument();
  });

  it('lets a SuperAdmin change a rate, checked with the contracts’ schema first', async () => {
    const user = userEvent.setup();
    renderSignedIn('/settings', { roleId: SUPER_ADMIN });
    const section = await currency();
    const usd = await within(section).findByRole('textbox', { name: '1 USD, manatla' });
    expect(usd).toHaveValue('1,7');
    const save = within(section).getByRole('button', { name: 'Məzənnələri yadda saxla' });
    expect(save).toBeDisabled();

    await user.clear(usd);
    await user.type(usd, '0');
    await user.click(save);
    expect(await within(section).findByText('1 USD, manatla sıfırdan böyük olmalıdır')).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await user.clear(usd);
    await user.type(usd, '1,7125');
    await user.click(save);
    expect(await screen.findByText('Məzənnələr yeniləndi')).toBeInTheDocument();
    expect(puts).toEqual([
      expect.objectContaining({
        rates: [
          { currency: 'USD', rateToAzn: 1.7125 },
          { currency: 'EUR', rateToAzn: 1.85 },
        ],
      }),
    ]);
    await waitFor(() => expect(within(section).getAllByText('09.03.2026 tarixli')).toHaveLength(2));
    expect(save).toBeDisabled();
  });
});
