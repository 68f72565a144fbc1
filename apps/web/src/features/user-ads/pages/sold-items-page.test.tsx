import type { ListQuery, SoldItem, SoldTotals } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const ADMIN = 1;
const USER = 3;

const item = (id: number, extra: Partial<SoldItem> = {}): SoldItem => ({
  id,
  adId: 100 + id,
  title: `Elan ${id}`,
  color: '#c2410c',
  city: 'Bakı',
  owner: 'Rəşad',
  price: '150000.00',
  askingPrice: '155000.00',
  soldDate: '2026-03-08',
  baseUrl: `https://example.az/elan/${100 + id}`,
  isSold: true,
  amountOfSeller: '3000.00',
  amountOfBuyer: '1500.25',
  userId: 7,
  userName: 'Leyla Həsənova',
  ...extra,
});

let items: SoldItem[] = [];
let totals: SoldTotals;
let bodies: ListQuery[] = [];

beforeEach(() => {
  items = [item(1, { title: 'Mənzil, Nərimanov' }), item(2, { title: null, color: null, baseUrl: null })];
  // Totals of the whole filter, more than this page holds.
  totals = { count: 27, price: '4125000.50', amountOfSeller: '82500.00', amountOfBuyer: '41000.75' };
  bodies = [];
  server.use(
    mock.post(`${API}/ad/users/sold/table`, async ({ request }) => {
      const query = (await request.json()) as ListQuery;
      bodies.push(query);
      return HttpResponse.json({ items, total: 27, totalCapped: false, ...query, totals });
    }),
  );
});

const loaded = () => screen.findByText('Mənzil, Nərimanov', {}, { timeout: 15_000 });

describe('Sold items', () => {
  it('shows the totals of the whole filter, with the commission of seller and buyer together', async () => {
    renderSignedIn('/sold-item', { roleId: USER });
    await loaded();
    const summary = screen.getByRole('region', { name: 'Filtrə uyğun bütün satışların yekunu' });
    const figure = (label: string) => within(summary).getByText(label).nextElementSibling;
    expect(figure('Satış sayı')).toHaveTextContent('27');
    expect(figure('Satış məbləği')).toHaveTextContent('4.125.000,50 ₼');
    expect(figure('Satıcılardan')).toHaveTextContent('82.500 ₼');
    expect(figure('Alıcılardan')).toHaveTextContent('41.000,75 ₼');
    expect(figure('Ümumi komissiya')).toHaveTextContent('123.500,75 ₼');
    expect(screen.getByText('Bağladığınız sövdələşmələr və aldığınız komissiya')).toBeInTheDocument();
  });

  it('lists the spec’s fields, the source in a new tab without opener or referrer', async () => {
    renderSignedIn('/sold-item', { roleId: USER });
    await loaded();
    const table = screen.getByRole('table', { name: 'Satılanlar' });
    const row = within(table).getByText('Mənzil, Nərimanov').closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Rəng #c2410c' })).toBeInTheDocument();
    expect(row).toHaveTextContent('08.03.2026');
    expect(row).toHaveTextContent('150.000 ₼');
    expect(row).toHaveTextContent('4.500,25 ₼');
    const source = within(row).getByRole('link', { name: 'Mənbəni yeni pəncərədə aç: Mənzil, Nərimanov' });
    expect(source).toHaveAttribute('href', 'https://example.az/elan/101');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    // An untitled sale is named by its listing number; an agent sees no agent column.
    expect(within(table).getByText('#102')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Agent' })).not.toBeInTheDocument();
  });

  it('shows an Admin who sold each item', async () => {
    renderSignedIn('/sold-item', { roleId: ADMIN });
    await loaded();
    const table = screen.getByRole('table', { name: 'Satılanlar' });
    expect(within(table).getByRole('columnheader', { name: 'Agent' })).toBeInTheDocument();
    expect(within(table).getAllByText('Leyla Həsənova')).toHaveLength(2);
    expect(screen.getByText('Agentliyinizin bütün agentlərinin satışları')).toBeInTheDocument();
  });

  it('narrows by a sale-date range, both days included, and a cleared chip clears its box', async () => {
    const user = userEvent.setup();
    renderSignedIn('/sold-item', { roleId: USER });
    await loaded();
    const range = screen.getByRole('group', { name: 'Satış tarixi aralığı' });
    await user.type(within(range).getByRole('textbox', { name: 'Başlanğıc' }), '01.03.2026');
    await user.type(within(range).getByRole('textbox', { name: 'Son' }), '31.03.2026');
    await waitFor(() =>
      expect(bodies.at(-1)?.filters).toEqual([
        { field: 'soldDate', operator: 'GreaterThanOrEqual', value: '2026-03-01' },
        { field: 'soldDate', operator: 'LessThanOrEqual', value: '2026-03-31' },
      ]),
    );
    expect(bodies.at(-1)?.page).toBe(0);
    const chips = screen.getByRole('group', { name: 'Aktiv filtrlər' });
    const fromChip = within(chips)
      .getByText(/01\.03\.2026/, { selector: '.MuiChip-label' })
      .closest('.MuiChip-root')!;
    await user.click(fromChip.querySelector('.MuiChip-deleteIcon')!);
    await waitFor(() =>
      expect(bodies.at(-1)?.filters).toEqual([
        { field: 'soldDate', operator: 'LessThanOrEqual', value: '2026-03-31' },
      ]),
    );
    expect(within(range).getByRole('textbox', { name: 'Başlanğıc' })).toHaveValue('');
    expect(within(range).getByRole('textbox', { name: 'Son' })).toHaveValue('31.03.2026');
  });
});
