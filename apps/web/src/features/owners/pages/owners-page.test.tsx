import type { ListQuery, Owner, OwnerAnnouncement } from '@emlak/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const USER = 3;

let owners: Owner[] = [];
let tableBodies: ListQuery[] = [];
let announcementCalls: { phone: string; page: string | null; pageSize: string | null }[] = [];
let saves: unknown[] = [];

const owner = (
  phone: string,
  ownerName: string | null,
  count: number,
  extra: Partial<Owner> = {},
): Owner => ({
  phone,
  ownerName,
  announcementCount: count,
  lastAnnouncementAt: '2026-04-10T09:30:00.000Z',
  cities: ['Bakı', 'Sumqayıt'],
  isProbableAgent: count >= 5,
  alreadyInContacts: false,
  ...extra,
});

const listing = (id: number, extra: Partial<OwnerAnnouncement> = {}): OwnerAnnouncement => ({
  id,
  title: `Elan ${id}`,
  price: '125000.00',
  cityName: 'Bakı',
  addType: 'sell',
  propertyType: 1,
  rooms: 3,
  area: '85.50',
  createdAt: '2026-04-01T10:00:00.000Z',
  isSold: false,
  baseUrl: `https://example.az/elan/${id}`,
  ...extra,
});

const loaded = () => screen.findByText('+994 50 123 45 67', {}, { timeout: 8000 });

beforeEach(() => {
  owners = [
    owner('+994501234567', 'Rəşad', 7),
    owner('+994557654321', null, 1),
    owner('+994701112233', 'Aynur', 2, { alreadyInContacts: true }),
  ];
  tableBodies = [];
  announcementCalls = [];
  saves = [];
  server.use(
    mock.post(`${API}/owners/table`, async ({ request }) => {
      const query = (await request.json()) as ListQuery;
      tableBodies.push(query);
      return HttpResponse.json({ items: owners, total: owners.length, totalCapped: false, ...query });
    }),
    mock.get(`${API}/owners/:phone/announcements`, ({ request, params }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      announcementCalls.push({
        phone: String(params.phone),
        page: url.searchParams.get('page'),
        pageSize: url.searchParams.get('pageSize'),
      });
      const items =
        page === 0
          ? [
              listing(1),
              listing(2, { addType: 'rent', propertyType: 5, rooms: null, isSold: true, title: null }),
            ]
          : [listing(11, { propertyType: 6 })];
      return HttpResponse.json({ items, total: 11, totalCapped: false, page, pageSize: 10 });
    }),
    mock.post(`${API}/owners/save-to-contacts`, async ({ request }) => {
      const body = (await request.json()) as { phone: string; ownerName?: string };
      saves.push(body);
      if (body.phone === '+994501234567')
        return HttpResponse.json(
          { status: 409, code: 'duplicate', message: 'Bu nömrə artıq kontaktlardadır', requestId: 'r' },
          { status: 409 },
        );
      return HttpResponse.json(
        {
          id: 5,
          organizationId: 2,
          organizationName: 'Xəzər Əmlak',
          ownerName: body.ownerName,
          phone1: body.phone,
          phone2: null,
          phone3: null,
          email: null,
          createdAt: '2026-04-10T09:30:00.000Z',
          updatedAt: '2026-04-10T09:30:00.000Z',
          version: 1,
        },
        { status: 201 },
      );
    }),
  );
});

describe('owners page', () => {
  it('lists owners with counts, cities, the probable-agent and in-contacts chips', async () => {
    renderSignedIn('/owners', { roleId: USER });
    await loaded();
    const table = screen.getByRole('table', { name: 'Mülk sahibləri' });
    expect(within(table).getByText('Adsız')).toBeInTheDocument();
    expect(within(table).getAllByText('Ehtimal olunan agent').length).toBeGreaterThan(1);
    await userEvent.setup().hover(within(table).getAllByText('Ehtimal olunan agent')[1]!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Bu nömrə ilə 5 və daha çox elan var: çox güman ki, vasitəçidir.',
    );
    expect(within(table).getAllByText('Kontaktlarda').length).toBeGreaterThan(1);
    expect(within(table).getAllByText('Bakı, Sumqayıt')).toHaveLength(3);
    expect(within(table).getAllByText('10.04.2026')).toHaveLength(3);
    expect(tableBodies[0]).toEqual({ page: 0, pageSize: 5, filters: [], sortOptions: [] });
    expect(screen.getByRole('button', { name: 'Kontaktlara əlavə et: Aynur' })).toBeDisabled();
  });

  it("opens an owner's announcements, page by page", async () => {
    const user = userEvent.setup();
    renderSignedIn('/owners', { roleId: USER });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Elanlar: Rəşad' }));
    const dialog = await screen.findByRole('dialog', { name: /Rəşad — elanlar/ });
    expect(await within(dialog).findByText('Elan 1')).toBeInTheDocument();
    expect(announcementCalls[0]).toEqual({ phone: '+994501234567', page: '0', pageSize: '10' });
    expect(within(dialog).getAllByText('125.000 ₼')).toHaveLength(2);
    expect(within(dialog).getByText('Satış')).toBeInTheDocument();
    expect(within(dialog).getByText('Kirayə')).toBeInTheDocument();
    expect(within(dialog).getByText('Satılıb')).toBeInTheDocument();
    expect(within(dialog).getByText('Başlıqsız elan')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Mənzil · Bakı · 3 otaq · Sahə: 85,5 m² · 01.04.2026'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Torpaq · Bakı · Sahə: 85,5 m² · 01.04.2026')).toBeInTheDocument();
    const source = within(dialog).getByRole('link', { name: 'Mənbədə aç: Elan 1' });
    expect(source).toHaveAttribute('href', 'https://example.az/elan/1');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source.getAttribute('rel')).toContain('noopener');
    expect(within(dialog).getByText('Səhifə 1 / 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Növbəti' }));
    expect(await within(dialog).findByText('Elan 11')).toBeInTheDocument();
    expect(within(dialog).getByText(/Kommersiya/)).toBeInTheDocument();
    expect(announcementCalls.at(-1)).toEqual({ phone: '+994501234567', page: '1', pageSize: '10' });
  });

  it('saves an owner to contacts under the name the agent gives', async () => {
    const user = userEvent.setup();
    renderSignedIn('/owners', { roleId: USER });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Kontaktlara əlavə et: +994 55 765 43 21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontaktlara əlavə etmək' });
    expect(dialog).toHaveTextContent('+994 55 765 43 21 nömrəsi');
    await user.click(within(dialog).getByRole('button', { name: 'Əlavə et' }));
    expect(within(dialog).getByText('Kontaktın adı tələb olunur')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Kontaktın adı' }), 'Səbinə');
    const before = tableBodies.length;
    await user.click(within(dialog).getByRole('button', { name: 'Əlavə et' }));
    expect(await screen.findByText('Səbinə kontaktlara əlavə edildi')).toBeInTheDocument();
    expect(saves).toEqual([{ phone: '+994557654321', ownerName: 'Səbinə' }]);
    await waitFor(() => expect(tableBodies.length).toBeGreaterThan(before));
  });

  it('shows a duplicate (409) inside the dialog', async () => {
    const user = userEvent.setup();
    renderSignedIn('/owners', { roleId: USER });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Kontaktlara əlavə et: Rəşad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontaktlara əlavə etmək' });
    expect(within(dialog).getByRole('textbox', { name: 'Kontaktın adı' })).toHaveValue('Rəşad');
    await user.click(within(dialog).getByRole('button', { name: 'Əlavə et' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu nömrə artıq kontaktlardadır');
    expect(saves).toEqual([{ phone: '+994501234567', ownerName: 'Rəşad' }]);
  });
});
