import type { AnnouncementListItem } from '@emlak/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installInterceptors } from '@/shared/api/http-client';
import { findAlertWithText } from '@/test/alerts';
import { baku } from '@/test/cities';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, server } from '@/test/server';

const ADMIN = 1;
const USER = 3;

const listing: AnnouncementListItem = {
  id: 1,
  title: 'Nərimanovda 3 otaqlı mənzil',
  price: '150000.00',
  pricePerSqm: '1764.71',
  cityId: 1,
  cityName: 'Bakı',
  districtId: null,
  districtName: null,
  metroStationId: null,
  metroStationName: null,
  rooms: 3,
  stage: 4,
  stages: 9,
  area: '85.00',
  areaMeasureUnit: 1,
  addType: 'sell',
  propertyType: 1,
  ownerType: 'owner',
  phones: ['+994501234567'],
  owner: null,
  color: null,
  baseUrl: null,
  organizationId: null,
  createdAt: '2026-04-01T10:00:00.000Z',
  isSold: false,
  inMyList: null,
  duplicateOf: null,
};

/** The server's meter: a User's plan of `limit` searches, `used` already. */
let meter = { limit: 900 as number | null, used: 0 };
let searches = 0;
let uninstall: () => void = () => undefined;

/**
 * The page with the real HTTP client's interceptors, which read the meter headers. They are
 * installed once the page is rendered: the first search may have left before them, so the tests
 * read the meter after a search of their own.
 */
const render = (roleId: number) => {
  const { store } = renderSignedIn('/announcement', { roleId });
  uninstall = installInterceptors(store);
};

const page = (query: { page: number; pageSize: number }) => ({
  items: [listing],
  total: 1,
  totalCapped: false,
  page: query.page,
  pageSize: query.pageSize,
});

beforeEach(() => {
  meter = { limit: 900, used: 0 };
  searches = 0;
  server.use(
    mock.get(`${API}/users/profile`, () =>
      HttpResponse.json({ queryLimit: meter.limit, queriesUsed: meter.used }),
    ),
    // Each search consumes one query and says what is left, as the server does (billing rule 5).
    mock.post(`${API}/ad/table`, async ({ request }) => {
      const query = (await request.json()) as { page: number; pageSize: number };
      searches += 1;
      if (meter.limit === null) return HttpResponse.json(page(query));
      if (meter.used >= meter.limit)
        return HttpResponse.json(
          {
            status: 429,
            code: 'plan_limit_reached',
            message: 'Planınızın bu dövr üçün axtarış limiti bitib.',
            requestId: 'r',
          },
          { status: 429, headers: { 'X-Query-Limit': String(meter.limit), 'X-Query-Remaining': '0' } },
        );
      meter.used += 1;
      return HttpResponse.json(page(query), {
        headers: {
          'X-Query-Limit': String(meter.limit),
          'X-Query-Remaining': String(meter.limit - meter.used),
        },
      });
    }),
    mock.get(`${API}/cities`, () => HttpResponse.json([baku])),
    mock.get(`${API}/ad/saved-searches`, () => HttpResponse.json([])),
  );
});

const meterStatus = () => screen.findByText(/axtarışdan .* qalıb/, {}, { timeout: 15_000 });
const loaded = () => screen.findByText('Nərimanovda 3 otaqlı mənzil', {}, { timeout: 15_000 });

afterEach(() => uninstall());

describe('the search meter on the market screen', { timeout: 60_000 }, () => {
  it('counts an agent’s searches down from the response headers', async () => {
    const user = userEvent.setup();
    render(USER);
    await loaded();
    await user.click(screen.getByRole('tab', { name: 'Kirayə' }));
    await waitFor(() => expect(screen.getByText('900 axtarışdan 898 qalıb')).toBeInTheDocument());
    const status = screen.getByText('900 axtarışdan 898 qalıb').closest('[role="status"]')!;
    expect(status).toHaveAttribute('data-tone', 'primary');
    await user.click(screen.getByRole('tab', { name: 'Satış' }));
    await waitFor(() => expect(screen.getByText('900 axtarışdan 897 qalıb')).toBeInTheDocument());
    expect(searches).toBe(3);
  });

  it('turns to the warning colour from 90 % used, and to the error colour with none left', async () => {
    meter = { limit: 10, used: 7 };
    const user = userEvent.setup();
    render(USER);
    await loaded();
    // The page's search used the 8th; this one the 9th of 10: 90 %.
    await user.click(screen.getByRole('tab', { name: 'Kirayə' }));
    await waitFor(() => expect(screen.getByText('10 axtarışdan 1 qalıb')).toBeInTheDocument());
    expect(screen.getByText('10 axtarışdan 1 qalıb').closest('[role="status"]')).toHaveAttribute(
      'data-tone',
      'warning',
    );
    await user.click(screen.getByRole('tab', { name: 'Satış' }));
    await waitFor(() => expect(screen.getByText('10 axtarışdan 0 qalıb')).toBeInTheDocument());
    expect(screen.getByText('10 axtarışdan 0 qalıb').closest('[role="status"]')).toHaveAttribute(
      'data-tone',
      'error',
    );
  });

  it('starts from the profile before any search has answered', async () => {
    meter = { limit: 1200, used: 1079 };
    server.use(mock.post(`${API}/ad/table`, () => new Promise<Response>(() => undefined)));
    render(USER);
    const text = await meterStatus();
    expect(text).toHaveTextContent('1.200 axtarışdan 121 qalıb');
    expect(text.closest('[role="status"]')).toHaveAttribute('data-tone', 'primary');
  });

  it('says plainly in the results that the plan’s limit is reached (429), not a generic error', async () => {
    meter = { limit: 5, used: 5 };
    render(USER);
    // The results' alert, found by its text: a toast could be another alert on the page.
    const results = await findAlertWithText('Planınızın bu dövr üçün axtarış limiti bitib.', {
      timeout: 15_000,
    });
    expect(results).toHaveTextContent('növbəti abunə dövründə');
    expect(screen.queryByText('Məlumatları yükləmək mümkün olmadı')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('5 axtarışdan 0 qalıb')).toBeInTheDocument());
  });

  it('is not shown to a caller who is not metered (an Admin)', async () => {
    meter = { limit: null, used: 0 };
    render(ADMIN);
    await loaded();
    await waitFor(() => expect(searches).toBe(1));
    expect(screen.queryByText(/axtarışdan .* qalıb/)).not.toBeInTheDocument();
  });
});
