import type { AnnouncementListItem, ListQuery, UserAd, UserAdCounts } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { bakuToday } from '@/shared/lib/baku-today';
import { formatDay } from '@/shared/ui/data-table/filter-value';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const USER = 3;

const listing = (id: number, extra: Partial<AnnouncementListItem> = {}): AnnouncementListItem => ({
  id,
  title: `Elan ${id}`,
  price: '185000.00',
  pricePerSqm: '1887.76',
  cityId: 1,
  cityName: 'Bakı',
  districtId: 3,
  districtName: 'Nərimanov',
  metroStationId: null,
  metroStationName: null,
  rooms: 3,
  stage: 7,
  stages: 16,
  area: '98.00',
  areaMeasureUnit: 1,
  addType: 'sell',
  propertyType: 1,
  ownerType: 'owner',
  phones: ['+994501234567'],
  owner: 'Rəşad',
  color: null,
  baseUrl: `https://example.az/elan/${id}`,
  organizationId: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  isSold: false,
  inMyList: 'added',
  duplicateOf: null,
  ...extra,
});

const userAd = (id: number, status: UserAd['status'], extra: Partial<UserAd> = {}): UserAd => ({
  id,
  adId: 100 + id,
  userId: 7,
  userName: 'Leyla Həsənova',
  status,
  addedAt: '2026-03-05T08:00:00.000Z',
  workedAt: status === 'added' ? null : '2026-03-06T08:00:00.000Z',
  soldAt: status === 'sold' ? '2026-03-07T08:00:00.000Z' : null,
  soldDate: status === 'sold' ? '2026-03-07' : null,
  soldPrice: status === 'sold' ? '180000.00' : null,
  amountOfSeller: status === 'sold' ? '3600.00' : null,
  amountOfBuyer: status === 'sold' ? '1800.50' : null,
  version: 1,
  announcement: listing(100 + id, { inMyList: status }),
  ...extra,
});

let rows: UserAd[] = [];
let counts: UserAdCounts = { added: 0, work: 0, sold: 0 };
let tableBodies: ListQuery[] = [];
let countCalls = 0;

const statusOf = (query: ListQuery) => query.filters.find((filter) => filter.field === 'status')?.value;

beforeEach(() => {
  rows = [
    userAd(1, 'added', { announcement: listing(101, { title: '3 otaqlı mənzil, Nərimanov' }) }),
    userAd(2, 'added', {
      announcement: listing(102, { title: null, propertyType: 2, cityName: 'Sumqayıt', districtName: null }),
    }),
    userAd(3, 'work', { announcement: listing(103, { title: 'Ofis, Yasamal', inMyList: 'work' }) }),
    userAd(4, 'sold', {
      announcement: listing(104, { title: 'Satılmış mənzil', isSold: true, inMyList: 'sold' }),
    }),
  ];
  counts = { added: 2, work: 1, sold: 4 };
  tableBodies = [];
  countCalls = 0;
  server.use(
    mock.post(`${API}/usersads/table`, async ({ request }) => {
      const query = (await request.json()) as ListQuery;
      tableBodies.push(query);
      const items = rows.filter((row) => row.status === statusOf(query));
      return HttpResponse.json({ items, total: items.length, totalCapped: false, ...query });
    }),
    mock.get(`${API}/usersads/counts`, () => {
      countCalls++;
      return HttpResponse.json(counts);
    }),
  );
});

const loaded = () => screen.findByText('3 otaqlı mənzil, Nərimanov', {}, { timeout: 15_000 });

const errorBody = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ status, code, message, errors, requestId: 'r' }, { status });

const tomorrowOf = (day: string) => {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

describe('My list', () => {
  it('shows the status tabs with their counts and asks for the chosen tab only', async () => {
    const user = userEvent.setup();
    const { router } = renderSignedIn('/user-announcement', { roleId: USER });
    await loaded();
    const tabs = screen.getByRole('tablist', { name: 'Siyahının statusları' });
    expect(within(tabs).getByRole('tab', { name: 'Əlavə edilib 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: 'İşdədir 1' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Satılıb 4' })).toBeInTheDocument();
    expect(tableBodies.at(-1)).toMatchObject({
      filters: [{ field: 'status', operator: 'Equal', value: 'added' }],
      sortOptions: [{ field: 'addedAt', direction: 'desc' }],
    });
    // An untitled listing is named by its kind and city.
    expect(screen.getByText('Ev, Sumqayıt')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Mənim siyahım: Əlavə edilib' });
    expect(within(table).getAllByText('185.000 ₼')).toHaveLength(2);

    await user.click(within(tabs).getByRole('tab', { name: 'İşdədir 1' }));
    expect(await screen.findByText('Ofis, Yasamal')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=work');
    expect(statusOf(tableBodies.at(-1)!)).toBe('work');
    expect(screen.queryByText('3 otaqlı mənzil, Nərimanov')).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'user-ads-tab-work');
  });

  it('opens the tab the address names, and a sold row offers no actions', async () => {
    renderSignedIn('/user-announcement?status=sold', { roleId: USER });
    expect(await screen.findByText('Satılmış mənzil', {}, { timeout: 8000 })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Mənim siyahım: Satılıb' });
    // The deal: sold price, seller and buyer, and their sum as the commission.
    expect(within(table).getByText('180.000 ₼')).toBeInTheDocument();
    expect(within(table).getByText('5.400,50 ₼')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Sat:/ })).not.toBeInTheDocument();
  });

  it("says what an empty tab means once: the tab's own hint, and a way to the market where one helps", async () => {
    rows = [];
    counts = { added: 0, work: 0, sold: 0 };
    const user = userEvent.setup();
    renderSignedIn('/user-announcement', { roleId: USER });
    expect(
      await screen.findByText(
        'Burada siyahıya əlavə etdiyiniz elanlar olacaq. Elanlardan birini açıb «Siyahıma əlavə et» seçin.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Elanlara keç' })).toHaveAttribute('href', '/announcement');
    // The table's generic hint is replaced, not repeated above the tab's own.
    expect(screen.queryByText('Qeydlər əlavə edildikcə burada görünəcək.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Satılıb 0' }));
    expect(await screen.findByText('Hələ satış qeyd olunmayıb.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Elanlara keç' })).not.toBeInTheDocument();
  });

  it('takes a listing into work and refreshes the counts', async () => {
    const worked: unknown[] = [];
    server.use(
      mock.post(`${API}/usersads/work`, async ({ request }) => {
        worked.push(await request.json());
        rows = rows.map((row) => (row.id === 1 ? { ...row, status: 'work' } : row));
        counts = { added: 1, work: 2, sold: 4 };
        return HttpResponse.json(rows.find((row) => row.id === 1));
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/user-announcement', { roleId: USER });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'İşə götür: 3 otaqlı mənzil, Nərimanov' }));
    expect(await screen.findByText('Elan işə götürüldü')).toBeInTheDocument();
    expect(worked).toEqual([expect.objectContaining({ id: 1 })]);
    expect(await screen.findByRole('tab', { name: 'İşdədir 2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('3 otaqlı mənzil, Nərimanov')).not.toBeInTheDocument());
  });

  it('removes a listing from the list after confirmation', async () => {
    const removed: string[] = [];
    server.use(
      mock.delete(`${API}/usersads/:id`, ({ params }) => {
        removed.push(String(params.id));
        rows = rows.filter((row) => String(row.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/user-announcement', { roleId: USER });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Siyahıdan çıxar: Ev, Sumqayıt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Siyahıdan çıxarılsın?' });
    expect(dialog).toHaveTextContent('«Ev, Sumqayıt» şəxsi siyahınızdan çıxarılacaq');
    await user.click(within(dialog).getByRole('button', { name: 'Çıxar' }));
    expect(await screen.findByText('Elan siyahıdan çıxarıldı')).toBeInTheDocument();
    expect(removed).toEqual(['2']);
    await waitFor(() => expect(screen.queryByText('Ev, Sumqayıt')).not.toBeInTheDocument());
  });
});

describe('the sell dialog', () => {
  const openSell = async (user: ReturnType<typeof userEvent.setup>) => {
    renderSignedIn('/user-announcement', { roleId: USER });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Sat: 3 otaqlı mənzil, Nərimanov' }));
    const dialog = await screen.findByRole('dialog', { name: 'Satışı təsdiqləyin' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Satıcıdan' })).toHaveFocus());
    return dialog;
  };

  const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

  it('starts from the asking price and today, and shows the commission and its share as typed', async () => {
    const user = userEvent.setup();
    const dialog = await openSell(user);
    const today = bakuToday();
    expect(field(dialog, 'Satış qiyməti')).toHaveValue('185000');
    expect(field(dialog, 'Satış tarixi')).toHaveValue(formatDay(today, 'az'));
    expect(within(dialog).getByTestId('commission-share')).toHaveTextContent('satış qiymətinin 0%');

    await user.type(field(dialog, 'Satıcıdan'), '3700');
    await user.type(field(dialog, 'Alıcıdan'), '1850');
    expect(within(dialog).getByText('5.550 ₼')).toBeInTheDocument();
    expect(within(dialog).getByTestId('commission-share')).toHaveTextContent('satış qiymətinin 3%');

    await user.clear(field(dialog, 'Satış qiyməti'));
    await user.type(field(dialog, 'Satış qiyməti'), '180000');
    expect(within(dialog).getByTestId('commission-share')).toHaveTextContent('satış qiymətinin 3,08%');
  });

  it('checks the amounts and the day with the contracts’ rules before sending, messages under the fields', async () => {
    const sold: unknown[] = [];
    server.use(
      mock.post(`${API}/usersads/sell`, async ({ request }) => {
        sold.push(await request.json());
        return HttpResponse.json(userAd(1, 'sold'));
      }),
    );
    const user = userEvent.setup();
    const dialog = await openSell(user);
    const confirm = within(dialog).getByRole('button', { name: 'Satışı təsdiqlə' });

    await user.click(confirm);
    expect(await within(dialog).findByText('Satıcıdan tələb olunur')).toBeInTheDocument();
    expect(within(dialog).getByText('Alıcıdan tələb olunur')).toBeInTheDocument();

    await user.type(field(dialog, 'Satıcıdan'), '3700,555');
    await user.type(field(dialog, 'Alıcıdan'), '-5');
    const date = field(dialog, 'Satış tarixi');
    await user.clear(date);
    await user.type(date, formatDay(tomorrowOf(bakuToday()), 'az'));
    await user.click(confirm);
    expect(
      await within(dialog).findByText('Satıcıdan ən çoxu 2 onluq rəqəmlə ola bilər'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Alıcıdan ən azı 0 olmalıdır')).toBeInTheDocument();
    expect(within(dialog).getByText('Satış tarixi gələcək tarix ola bilməz')).toBeInTheDocument();
    expect(field(dialog, 'Satıcıdan')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(date);
    await user.click(confirm);
    expect(await within(dialog).findByText('Satış tarixi tələb olunur')).toBeInTheDocument();
    expect(sold).toHaveLength(0);

    await user.clear(field(dialog, 'Satıcıdan'));
    await user.type(field(dialog, 'Satıcıdan'), '3700,55');
    await user.clear(field(dialog, 'Alıcıdan'));
    await user.type(field(dialog, 'Alıcıdan'), '0');
    await user.type(date, '01.03.2026');
    await user.click(confirm);
    expect(await screen.findByText('Satış qeydə alındı')).toBeInTheDocument();
    expect(sold).toEqual([
      expect.objectContaining({
        id: 1,
        amountOfSeller: 3700.55,
        amountOfBuyer: 0,
        soldPrice: 185000,
        soldDate: '2026-03-01',
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says plainly that someone else sold it (409 already_sold) and reads the list again', async () => {
    server.use(
      mock.post(`${API}/usersads/sell`, () => {
        rows = rows.map((row) =>
          row.id === 1 ? { ...row, announcement: { ...row.announcement, isSold: true } } : row,
        );
        return errorBody(409, 'already_sold', 'Bu elan artıq satılıb.');
      }),
    );
    const user = userEvent.setup();
    const dialog = await openSell(user);
    await user.type(field(dialog, 'Satıcıdan'), '1000');
    await user.type(field(dialog, 'Alıcıdan'), '500');
    const before = { table: tableBodies.length, counts: countCalls };
    await user.click(within(dialog).getByRole('button', { name: 'Satışı təsdiqlə' }));
    expect(
      await within(dialog).findByText('Bu elanı artıq başqası satıb. Siyahı yeniləndi.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Satışı təsdiqlə' })).not.toBeInTheDocument();
    await waitFor(() => expect(tableBodies.length).toBeGreaterThan(before.table));
    expect(countCalls).toBeGreaterThan(before.counts);
    await user.click(within(dialog).getByRole('button', { name: 'Bağla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The row now says why it cannot be sold.
    expect(screen.getByRole('button', { name: 'Sat: 3 otaqlı mənzil, Nərimanov' })).toBeDisabled();
  });

  it('puts a field the server refuses under it', async () => {
    server.use(
      mock.post(`${API}/usersads/sell`, () =>
        errorBody(400, 'validation_error', 'Yoxlama', {
          soldDate: ['Satış tarixi gələcək tarix ola bilməz'],
        }),
      ),
    );
    const user = userEvent.setup();
    const dialog = await openSell(user);
    await user.type(field(dialog, 'Satıcıdan'), '1000');
    await user.type(field(dialog, 'Alıcıdan'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Satışı təsdiqlə' }));
    expect(await within(dialog).findByText('Satış tarixi gələcək tarix ola bilməz')).toBeInTheDocument();
    expect(field(dialog, 'Satış tarixi')).toHaveAttribute('aria-invalid', 'true');
  });
});
