import type { AdMapPoint, AdMapQueryInput, AdMapResult, GeoFeature, MapTileLayer } from '@emlak/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { installInterceptors } from '@/shared/api/http-client';
import { i18n } from '@/shared/i18n/i18n';
import { renderSignedIn } from '@/test/render-signed-in';
import { API, defaultProfile, server } from '@/test/server';

const USER = 3;

// jsdom lays nothing out: Leaflet reads its container's size from clientWidth/clientHeight, and
// draws circles with SVG only where the browser can make an SVG rect.
const size = { width: 800, height: 600 };
const saved = {
  width: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  height: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => size.width });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => size.height,
  });
  (SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});
});
afterAll(() => {
  if (saved.width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', saved.width);
  if (saved.height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', saved.height);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('az'));
});

const layers: MapTileLayer[] = [
  { style: 'streets', url: 'https://tiles.test/{z}/{x}/{y}.png', attribution: 'Test tiles', maxZoom: 19 },
  { style: 'satellite', url: 'https://sat.test/{z}/{y}/{x}', attribution: 'Test imagery', maxZoom: 18 },
];

const narimanov: GeoFeature = {
  id: 'metro-8',
  center: [49.8706, 40.4028],
  place_name: 'Nərimanov m., Bakı',
  text: 'Nərimanov',
  kind: 'metro',
};
const narimanovDistrict: GeoFeature = {
  id: 'district-5',
  center: [49.87, 40.41],
  place_name: 'Nərimanov r., Bakı',
  text: 'Nərimanov',
  kind: 'district',
};

const point = (id: number, overrides: Partial<AdMapPoint> = {}): AdMapPoint => ({
  id,
  latitude: 40.4 + id / 1000,
  longitude: 49.87 + id / 1000,
  price: '150000.00',
  rooms: 3,
  propertyType: 1,
  addType: 'sell',
  title: `Nərimanovda mənzil ${id}`,
  geoPrecision: 'exact',
  ...overrides,
});

type Serve = {
  places?: (term: string) => Response;
  map?: (body: AdMapQueryInput) => AdMapResult | Response;
};

/** The geo routes and /ad/map as the contract shapes them; every /ad/map body is kept. */
const serve = ({ places, map }: Serve = {}) => {
  const bodies: AdMapQueryInput[] = [];
  const terms: string[] = [];
  server.use(
    mock.get(`${API}/geo/tile-layers`, () => HttpResponse.json(layers)),
    mock.get(`${API}/geo/search`, ({ request }) => {
      const term = new URL(request.url).searchParams.get('q') ?? '';
      terms.push(term);
      if (places) return places(term);
      const found = /nerimanov|nərimanov/i.test(term) ? [narimanov, narimanovDistrict] : [];
      return HttpResponse.json({ features: found });
    }),
    mock.get(`${API}/geo/reverse`, () =>
      HttpResponse.json({ features: [{ ...narimanov, place_name: 'Nərimanov r., Bakı' }] }),
    ),
    mock.post(`${API}/ad/map`, async ({ request }) => {
      const body = (await request.json()) as AdMapQueryInput;
      bodies.push(body);
      const answer = map
        ? map(body)
        : { total: 2, totalEstimated: false, items: [point(1), point(2)], clusters: [] };
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  return { bodies, terms };
};

const heading = () => screen.findByRole('heading', { level: 1, name: 'Xəritə' }, { timeout: 10_000 });
const searchBox = () => screen.getByRole('combobox', { name: 'Yer axtarışı' });
const viewOf = (search: string) => new URLSearchParams(search).get('at')?.split(',').map(Number) ?? [];

describe('map page', { timeout: 60_000 }, () => {
  it('opens on Baku at zoom 10, asks /ad/map for the visible box and draws the listings', async () => {
    const { bodies } = serve();
    const { router } = renderSignedIn('/map', { roleId: USER });
    await heading();
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    const [body] = bodies;
    expect(body).toMatchObject({ filters: [], zoom: 10 });
    const box = (body as { bbox: { west: number; east: number; south: number; north: number } }).bbox;
    expect(box.west).toBeLessThan(49.83);
    expect(box.east).toBeGreaterThan(49.83);
    expect(box.south).toBeLessThan(40.41);
    expect(box.north).toBeGreaterThan(40.41);
    await waitFor(() => expect(document.querySelectorAll('.emlak-map-point')).toHaveLength(2));
    const [lat, lon, zoom] = viewOf(router.state.location.search);
    expect(lat).toBeCloseTo(40.41, 2);
    expect(lon).toBeCloseTo(49.83, 2);
    expect(zoom).toBe(10);
    // The list beside the map, with the count.
    const list = await screen.findByRole('list', { name: 'Xəritədəki elanlar' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByText('2 elan')).toBeInTheDocument();
    expect(screen.getByText('Xəritənin görünən hissəsində')).toBeInTheDocument();
    // The tile layer of the chosen style, with its attribution.
    expect(await screen.findByText('Test tiles')).toBeInTheDocument();
  });

  it('draws numbered clusters, and a click on one zooms in', async () => {
    serve({
      map: () => ({
        total: 1250,
        totalEstimated: false,
        items: [],
        clusters: [
          { latitude: 40.4, longitude: 49.85, count: 1200 },
          { latitude: 40.45, longitude: 49.9, count: 50 },
        ],
      }),
    });
    const { router } = renderSignedIn('/map', { roleId: USER });
    await heading();
    const big = await screen.findByRole('button', { name: '1.200 elan, yaxınlaşdırın' });
    expect(big).toHaveTextContent('1.200');
    expect(screen.getByRole('button', { name: '50 elan, yaxınlaşdırın' })).toHaveTextContent('50');
    expect(await screen.findByText(/Elanların siyahısını görmək üçün/)).toBeInTheDocument();
    await userEvent.click(big);
    await waitFor(() => expect(viewOf(router.state.location.search)[2]).toBe(12));
  });

  it('suggests places as one types, and Enter flies to the first one at zoom 14 and keeps it', async () => {
    const { terms } = serve();
    const user = userEvent.setup();
    const { router } = renderSignedIn('/map', { roleId: USER });
    await heading();
    await user.type(searchBox(), 'nerimanov m');
    const option = await screen.findByRole('option', { name: /Nərimanov m\., Bakı/ });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    // Debounced: one question for the words typed, not one a letter.
    expect(terms.length).toBeLessThan(4);
    expect(option).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.type(searchBox(), '{Enter}');
    await waitFor(() => {
      const [lat, lon, zoom] = viewOf(router.state.location.search);
      expect(zoom).toBe(14);
      expect(lat).toBeCloseTo(40.4028, 3);
      expect(lon).toBeCloseTo(49.8706, 3);
    });
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('lat')).toBe('40.4028');
    expect(params.get('lon')).toBe('49.8706');
    expect(params.get('place')).toBe('Nərimanov m., Bakı');
    expect(await screen.findByText('Seçilmiş yer: Nərimanov m., Bakı')).toBeInTheDocument();
  });

  it('flies to a picked suggestion', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderSignedIn('/map', { roleId: USER });
    await heading();
    await user.type(searchBox(), 'nerimanov');
    await user.click(await screen.findByRole('option', { name: /Nərimanov r\., Bakı/ }));
    await waitFor(() => {
      const [lat, lon, zoom] = viewOf(router.state.location.search);
      expect([zoom, lat?.toFixed(2), lon?.toFixed(2)]).toEqual([14, '40.41', '49.87']);
    });
  });

  it('keeps the selected place over a reload of the address', async () => {
    serve();
    renderSignedIn('/map?lat=40.4028&lon=49.8706&place=N%C9%99rimanov+m.%2C+Bak%C4%B1&r=1', { roleId: USER });
    await heading();
    expect(await screen.findByText('Seçilmiş yer: Nərimanov m., Bakı')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Radius' })).toHaveTextContent('1 km');
  });

  it('says "No results found" and "Invalid search term", and an empty term does nothing', async () => {
    const { terms } = serve({
      places: (term) =>
        term === '?!.'
          ? HttpResponse.json(
              { code: 'invalid_search_term', message: 'Yanlış axtarış sözü' },
              { status: 400 },
            )
          : HttpResponse.json({ features: [] }),
    });
    const user = userEvent.setup();
    renderSignedIn('/map', { roleId: USER });
    await heading();
    await user.type(searchBox(), '   {Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(terms).toHaveLength(0);

    await user.clear(searchBox());
    await user.type(searchBox(), 'qwzxv{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Heç nə tapılmadı');

    await user.clear(searchBox());
    await user.type(searchBox(), '?!.{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Yanlış axtarış sözü'));

    // Longer than the schema takes: refused before asking.
    const asked = terms.length;
    await user.clear(searchBox());
    await user.click(searchBox());
    await user.paste('a'.repeat(101));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Yanlış axtarış sözü'));
    expect(terms.filter((term) => term.length > 100)).toHaveLength(0);
    expect(terms.length).toBeGreaterThanOrEqual(asked);
  });

  it('says so when the place search fails', async () => {
    serve({ places: () => HttpResponse.json({ code: 'internal', message: 'x' }, { status: 503 }) });
    const user = userEvent.setup();
    renderSignedIn('/map', { roleId: USER });
    await heading();
    await user.type(searchBox(), 'gənclik{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Yer axtarışı zamanı xəta baş verdi');
  });

  it('finds my location, named by the reverse geocoder', async () => {
    serve();
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (found: PositionCallback) =>
          found({ coords: { latitude: 40.405, longitude: 49.871 } } as GeolocationPosition),
      },
    });
    const { router } = renderSignedIn('/map', { roleId: USER });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Mənim yerim' }));
    expect(await screen.findByText('Seçilmiş yer: Nərimanov r., Bakı')).toBeInTheDocument();
    await waitFor(() => expect(viewOf(router.state.location.search)[2]).toBe(14));
  });

  it('says when my location is unavailable (denied) and when the browser has no geolocation', async () => {
    serve();
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_found: PositionCallback, failed: PositionErrorCallback) =>
          failed({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
      },
    });
    renderSignedIn('/map', { roleId: USER });
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Mənim yerim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cari yeriniz müəyyən edilə bilmədi');

    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    await userEvent.click(screen.getByRole('button', { name: 'Mənim yerim' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Brauzeriniz yer təyinini dəstəkləmir'),
    );
  });

  it('asks with the radius around the place, and the radius changes the request', async () => {
    const { bodies } = serve({
      map: (body) =>
        'radiusKm' in body
          ? {
              total: body.radiusKm === 1 ? 1 : 2,
              totalEstimated: false,
              items: body.radiusKm === 1 ? [point(1)] : [point(1), point(2)],
              clusters: [],
            }
          : { total: 5, totalEstimated: false, items: [1, 2, 3, 4, 5].map((id) => point(id)), clusters: [] },
    });
    const user = userEvent.setup();
    renderSignedIn('/map?lat=40.4028&lon=49.8706&place=N%C9%99rimanov', { roleId: USER });
    await heading();
    const radius = screen.getByRole('combobox', { name: 'Radius' });
    await user.click(radius);
    await user.click(await screen.findByRole('option', { name: '1 km' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ filters: [], lat: 40.4028, lon: 49.8706, radiusKm: 1 }),
    );
    expect(await screen.findByText('1 elan')).toBeInTheDocument();
    expect(screen.getByText('1 km radiusda')).toBeInTheDocument();
    await user.click(radius);
    await user.click(await screen.findByRole('option', { name: '5 km' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ radiusKm: 5 }));
    expect(await screen.findByText('2 elan')).toBeInTheDocument();
    expect(screen.getByText('5 km radiusda')).toBeInTheDocument();
  });

  it('sends the filters, opens a marker card and adds the listing to my list after confirmation', async () => {
    const { bodies } = serve();
    const added: unknown[] = [];
    server.use(
      mock.post(`${API}/usersads`, async ({ request }) => {
        added.push(await request.json());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderSignedIn('/map?deal=rent&type=1&rooms=2,5&priceMin=500&priceMax=1500', { roleId: USER });
    await heading();
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies[0]?.filters).toEqual([
      { field: 'addType', operator: 'Equal', value: 'rent' },
      { field: 'propertyType', operator: 'Equal', value: 1 },
      { field: 'price', operator: 'GreaterThanOrEqual', value: 500 },
      { field: 'price', operator: 'LessThanOrEqual', value: 1500 },
      { field: 'rooms', operator: 'Equal', value: '2,5+' },
    ]);
    expect(screen.getByRole('button', { name: 'Filtrlər (5)' })).toBeInTheDocument();

    const marker = await screen.findByRole('button', { name: /^Nərimanovda mənzil 2, 150\.000/ });
    await user.click(marker);
    const card = await screen.findByRole('region', { name: 'Nərimanovda mənzil 2' });
    expect(within(card).getByText('Satış · Mənzil · 3 otaq')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Elanı aç' })).toHaveAttribute(
      'href',
      '/announcement?ad=2',
    );
    await user.click(within(card).getByRole('button', { name: 'Siyahıma əlavə et' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Əlavə et' }));
    await waitFor(() => expect(added).toEqual([{ adId: 2 }]));
  });

  it('shows the plan-limit message on 429 and the meter from the answer headers', async () => {
    server.use(
      mock.get(`${API}/users/profile`, () =>
        HttpResponse.json({ ...defaultProfile, queryLimit: 25, queriesUsed: 24 }),
      ),
    );
    serve({
      map: () =>
        HttpResponse.json(
          { code: 'plan_limit_reached', message: 'Planınızın bu dövr üçün axtarış limiti bitib.' },
          { status: 429, headers: { 'X-Query-Limit': '25', 'X-Query-Remaining': '0' } },
        ),
    });
    const { store } = renderSignedIn('/map', { roleId: USER });
    // The real client's interceptors read the meter headers (the map asks after its move delay).
    const uninstall = installInterceptors(store);
    onTestFinished(uninstall);
    await heading();
    expect(await screen.findByText('Planınızın bu dövr üçün axtarış limiti bitib.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('25 axtarışdan 0 qalıb')).toBeInTheDocument());
  });

  it('still works with no tile layers (offline): listings and place search over a blank map', async () => {
    const { bodies } = serve();
    server.use(mock.get(`${API}/geo/tile-layers`, () => HttpResponse.error()));
    renderSignedIn('/map', { roleId: USER });
    await heading();
    expect(await screen.findByText(/Xəritə fonu yüklənmədi/)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('.emlak-map-point')).toHaveLength(2));
    expect(bodies.length).toBeGreaterThan(0);
  });

  it('on a phone keeps the list in a bottom sheet opened from the map', async () => {
    serve();
    const user = userEvent.setup();
    renderSignedIn('/map', { roleId: USER, width: 390 });
    await heading();
    expect(screen.queryByRole('list', { name: 'Xəritədəki elanlar' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Siyahı (2)' }));
    const sheet = await screen.findByRole('list', { name: 'Xəritədəki elanlar' });
    await user.click(within(sheet).getByRole('button', { name: /Nərimanovda mənzil 1/ }));
    expect(await screen.findByRole('region', { name: 'Nərimanovda mənzil 1' })).toBeInTheDocument();
    // The icon-only button keeps its name.
    expect(screen.getByRole('button', { name: 'Mənim yerim' })).toBeInTheDocument();
  });

  it('reads in English and Russian', async () => {
    serve();
    await act(() => i18n.changeLanguage('ru'));
    renderSignedIn('/map', { roleId: USER });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Карта' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 объявления')).toBeInTheDocument();
    expect(screen.getByText('В видимой части карты')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Моё местоположение' })).toBeInTheDocument();
  });
});
