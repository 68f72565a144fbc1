import { formatMessage, geoFeatureCollectionSchema, MAP_STYLES, type GeoPlaceKind } from '@emlak/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import { API, createTestContext, createWorld, testConfig, type TestContext } from '../../../test/helpers';
import { createExternalGeocoder } from './external-geocoder';
import { DEFAULT_TILE_LAYERS } from './tile-layers';

/**
 * The gazetteer's answers to what agents type: with and without the Azerbaijani letters, Russian
 * and English spellings, metro stations with "m." in either alphabet, landmarks, misspellings.
 * Each row: the term, the kind and the Azerbaijani name of the expected first place.
 */
const SEARCHES: readonly (readonly [term: string, kind: GeoPlaceKind, name: string])[] = [
  ['nerimanov', 'district', 'Nərimanov'],
  ['Nərimanov', 'district', 'Nərimanov'],
  ['Нариманов', 'district', 'Nərimanov'],
  ['Narimanov', 'district', 'Nərimanov'],
  ['nerimanof', 'district', 'Nərimanov'],
  ['nerimanov m', 'metro', 'Nəriman Nərimanov'],
  ['m. Nərimanov', 'metro', 'Nəriman Nərimanov'],
  ['м. Нариманов', 'metro', 'Nəriman Nərimanov'],
  ['Nəriman Nərimanov', 'metro', 'Nəriman Nərimanov'],
  ['28 mall', 'landmark', '28 Mall'],
  ['28 Mall', 'landmark', '28 Mall'],
  ['28 молл', 'landmark', '28 Mall'],
  ['28 may', 'metro', '28 May'],
  ['genclik mall', 'landmark', 'Gənclik Mall'],
  ['Гянджлик Молл', 'landmark', 'Gənclik Mall'],
  ['ganjlik mall', 'landmark', 'Gənclik Mall'],
  ['gənclik', 'metro', 'Gənclik'],
  ['genclik m', 'metro', 'Gənclik'],
  ['park bulvar', 'landmark', 'Park Bulvar'],
  ['Nizami kinoteatri', 'landmark', 'Nizami kinoteatrı'],
  ['кинотеатр низами', 'landmark', 'Nizami kinoteatrı'],
  ['nizami', 'district', 'Nizami'],
  ['nizami m.', 'metro', 'Nizami'],
  ['elmler akademiyasi', 'metro', 'Elmlər Akademiyası'],
  ['Академия наук', 'landmark', 'Elmlər Akademiyası'],
  ['ag seher', 'landmark', 'Ağ şəhər'],
  ['White City', 'landmark', 'Ağ şəhər'],
  ['flame towers', 'landmark', 'Flame Towers'],
  ['Флейм', 'landmark', 'Flame Towers'],
  ['heyder eliyev merkezi', 'landmark', 'Heydər Əliyev Mərkəzi'],
  ['Heydar Aliyev Center', 'landmark', 'Heydər Əliyev Mərkəzi'],
  ['port baku', 'landmark', 'Port Baku'],
  ['sahil bagi', 'landmark', 'Sahil bağı'],
  ['sahil', 'metro', 'Sahil'],
  ['baki', 'city', 'Bakı'],
  ['Баку', 'city', 'Bakı'],
  ['Baku', 'city', 'Bakı'],
  ['sumqayit', 'city', 'Sumqayıt'],
  ['Sumgait', 'city', 'Sumqayıt'],
  ['Ganja', 'city', 'Gəncə'],
  ['Khirdalan', 'city', 'Xırdalan'],
  ['badamdar', 'settlement', 'Badamdar'],
  ['Бадамдар', 'settlement', 'Badamdar'],
  ['badamdar qes', 'settlement', 'Badamdar'],
  ['ehmedli m', 'metro', 'Əhmədli'],
  ['Ясамал', 'district', 'Yasamal'],
  ['Khatai', 'district', 'Xətai'],
  ['Кёроглу', 'metro', 'Koroğlu'],
  ['Mardakan', 'settlement', 'Mərdəkan'],
  ['merdekan', 'settlement', 'Mərdəkan'],
  ['neftchilar', 'metro', 'Neftçilər'],
  ['20 yanvar', 'metro', '20 Yanvar'],
  ['Crystal Hall', 'landmark', 'Bakı Kristal Zalı'],
  ['БГУ', 'landmark', 'Bakı Dövlət Universiteti'],
  ['deniz mall', 'landmark', 'Deniz Mall'],
  ['zoopark', 'landmark', 'Zoopark'],
];

describe('geocoding (/geo)', () => {
  let ctx: TestContext;
  let as: Record<Caller, Record<string, string>>;

  const get = (headers: Record<string, string>, url: string) =>
    ctx.app.inject({ method: 'GET', url: `${API}${url}`, headers });
  const search = (term: string, language = 'az', extra = '') =>
    get(
      { ...as.superAdmin, 'accept-language': language },
      `/geo/search?q=${encodeURIComponent(term)}${extra}`,
    );

  beforeAll(async () => {
    ctx = await createTestContext();
    as = await callerHeaders(ctx, await createWorld(ctx));
  });
  afterAll(() => ctx.close());

  describe('access matrix', () => {
    const rows: MatrixRow[] = [
      ['GET /geo/search', () => ({ method: 'GET', url: '/geo/search?q=baki' }), [401, 200, 200, 200, 200]],
      [
        'GET /geo/reverse',
        () => ({ method: 'GET', url: '/geo/reverse?lon=49.87&lat=40.40' }),
        [401, 200, 200, 200, 200],
      ],
      ['GET /geo/tile-layers', () => ({ method: 'GET', url: '/geo/tile-layers' }), [401, 200, 200, 200, 200]],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { url } = await request();
      const res = await get(as[caller], url);
      expect(res.statusCode, res.body).toBe(status);
    });
  });

  describe('search', () => {
    it.each(SEARCHES)('"%s" finds the %s %s first', async (term, kind, name) => {
      const res = await search(term);
      expect(res.statusCode, res.body).toBe(200);
      const body = geoFeatureCollectionSchema.parse(res.json());
      expect(body.features[0], JSON.stringify(body.features.slice(0, 3))).toMatchObject({ kind, text: name });
    });

    it('answers in the provider shape, named in the request language', async () => {
      const names = async (language: string) => {
        const feature = (await search('nerimanov m', language)).json().features[0];
        return [feature.text, feature.place_name];
      };
      expect(await names('az')).toEqual(['Nəriman Nərimanov', 'Nəriman Nərimanov metrosu, Bakı']);
      expect(await names('en')).toEqual(['Nariman Narimanov', 'Nariman Narimanov metro station, Baku']);
      expect(await names('ru')).toEqual(['Нариман Нариманов', 'станция метро Нариман Нариманов, Баку']);
      const feature = (await search('28 mall')).json().features[0];
      expect(feature.id).toMatch(/^landmark\.\d+$/);
      // [lon, lat], as the providers answer.
      expect(feature.center[0]).toBeCloseTo(49.85, 1);
      expect(feature.center[1]).toBeCloseTo(40.38, 1);
    });

    it('keeps to the limit, best match first', async () => {
      const body = (await search('nizami', 'az', '&limit=3')).json();
      expect(body.features).toHaveLength(3);
      expect(body.features.map((feature: { text: string }) => feature.text)).toEqual([
        'Nizami',
        'Nizami',
        'Nizami',
      ]);
      expect((await search('bakı')).json().features.length).toBeLessThanOrEqual(8);
    });

    it('answers no features for a place it does not know', async () => {
      const res = await search('qwzxv');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ features: [] });
    });

    it.each(['az', 'en', 'ru'])(
      'refuses a term of punctuation only with invalid_search_term in %s',
      async (language) => {
        const res = await search('?!.,-', language);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'invalid_search_term',
          message: formatMessage(language as 'az', 'invalid_search_term'),
        });
      },
    );

    it.each([
      ['an empty term', '/geo/search?q='],
      ['a blank term', '/geo/search?q=%20%20'],
      ['no term', '/geo/search'],
      ['a term too long', `/geo/search?q=${'a'.repeat(101)}`],
      ['a limit of 0', '/geo/search?q=baki&limit=0'],
      ['a limit past the maximum', '/geo/search?q=baki&limit=21'],
      ['a control character', '/geo/search?q=ba%00ki'],
      ['an unknown parameter', '/geo/search?q=baki&x=1'],
    ])('answers 400 to %s', async (_, url) => {
      const res = await get(as.superAdmin, url);
      expect(res.statusCode, res.body).toBe(400);
    });
  });

  describe('reverse', () => {
    it.each([
      [40.4028, 49.8706, 'metro', 'Nəriman Nərimanov'],
      [40.3959, 49.8678, 'landmark', 'Heydər Əliyev Mərkəzi'],
      [40.5897, 49.6686, 'city', 'Sumqayıt'],
      [40.345, 49.81, 'settlement', 'Badamdar'],
      [40.6828, 46.3606, 'city', 'Gəncə'],
    ] as const)('names the place nearest to %s, %s', async (lat, lon, kind, name) => {
      const res = await get(as.user, `/geo/reverse?lon=${lon}&lat=${lat}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = geoFeatureCollectionSchema.parse(res.json());
      expect(body.features).toHaveLength(1);
      expect(body.features[0]).toMatchObject({ kind, text: name });
    });

    it('answers several places nearest first, in the request language', async () => {
      const res = await get(
        { ...as.user, 'accept-language': 'ru' },
        '/geo/reverse?lon=49.8706&lat=40.4028&limit=3',
      );
      const features = res.json().features;
      expect(features).toHaveLength(3);
      expect(features[0].text).toBe('Нариман Нариманов');
      const distance = (feature: { center: [number, number] }) =>
        Math.hypot(feature.center[0] - 49.8706, feature.center[1] - 40.4028);
      expect(distance(features[0])).toBeLessThanOrEqual(distance(features[1]));
      expect(distance(features[1])).toBeLessThanOrEqual(distance(features[2]));
    });

    it.each([
      ['no latitude', '/geo/reverse?lon=49.8'],
      ['an empty longitude', '/geo/reverse?lon=&lat=40.4'],
      ['a hexadecimal number', '/geo/reverse?lon=0x10&lat=40.4'],
      ['a latitude past 90', '/geo/reverse?lon=49.8&lat=91'],
      ['a longitude past 180', '/geo/reverse?lon=181&lat=40'],
      ['a word', '/geo/reverse?lon=east&lat=40'],
      ['a huge number', `/geo/reverse?lon=${'9'.repeat(400)}&lat=40`],
    ])('answers 400 to %s', async (_, url) => {
      const res = await get(as.user, url);
      expect(res.statusCode, res.body).toBe(400);
    });
  });

  describe('tile layers', () => {
    it('answers the five styles with the public defaults and their attributions', async () => {
      const res = await get(as.user, '/geo/tile-layers');
      expect(res.statusCode).toBe(200);
      const layers = res.json();
      expect(layers.map((layer: { style: string }) => layer.style)).toEqual([...MAP_STYLES]);
      expect(layers[0]).toMatchObject({ url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
      expect(layers[0].attribution).toContain('OpenStreetMap');
      expect(layers[1].url).toContain('World_Imagery');
      expect(layers[1].attribution).toContain('Esri');
      expect(layers[3].attribution).toContain('OpenTopoMap');
    });
  });
});

describe('tile layers from the configuration', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      config: {
        mapTiles: {
          satellite: { url: 'https://tiles.example.az/sat/{z}/{x}/{y}.jpg', attribution: '&copy; Example' },
          topo: { url: 'https://tiles.example.az/topo/{z}/{x}/{y}.png' },
        },
      },
    });
  });
  afterAll(() => ctx.close());

  it('replaces a style’s URL and attribution, keeping the defaults of the others', async () => {
    const world = await createWorld(ctx);
    const headers = (await callerHeaders(ctx, world)).user;
    const layers = (await ctx.app.inject({ method: 'GET', url: `${API}/geo/tile-layers`, headers })).json();
    expect(layers[1]).toMatchObject({
      style: 'satellite',
      url: 'https://tiles.example.az/sat/{z}/{x}/{y}.jpg',
      attribution: '&copy; Example',
    });
    expect(layers[3]).toMatchObject({
      style: 'topo',
      url: 'https://tiles.example.az/topo/{z}/{x}/{y}.png',
      attribution: DEFAULT_TILE_LAYERS.topo.attribution,
    });
    expect(layers[0]).toMatchObject({ style: 'streets', url: DEFAULT_TILE_LAYERS.streets.url });
  });

  it('reads MAP_TILES_* and GEOCODER_* from the environment, 3 s by default', () => {
    const config = testConfig();
    expect(config.geocoder).toEqual({ url: undefined, timeoutMs: 3_000 });
    expect(config.mapTiles.streets).toEqual({ url: undefined, attribution: undefined });
  });
});

/** A local stand-in for a Nominatim-compatible geocoder: answers, hangs or fails as told. */
const startStub = async () => {
  let mode: 'answer' | 'hang' | 'error' | 'garbage' | 'empty' = 'answer';
  const seen: URL[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(new URL(request.url ?? '/', 'http://stub'));
    if (mode === 'hang') return; // never answers; the client's time-out ends it
    if (mode === 'error') {
      response.writeHead(500).end('upstream exploded: secret stack trace');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    if (mode === 'garbage') response.end('{"not":"a geocoder answer"}');
    else if (mode === 'empty') response.end('[]');
    else
      response.end(
        JSON.stringify([
          {
            place_id: 42,
            lat: '40.3777',
            lon: '49.8920',
            display_name: 'Stub Tower, Bakı, Azərbaycan',
            name: 'Stub Tower',
            addresstype: 'building',
          },
        ]),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/search`,
    seen,
    setMode: (next: typeof mode) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

describe('external geocoder (GEOCODER_URL)', () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  let ctx: TestContext;
  let headers: Record<string, string>;
  // Long enough for a loaded machine to answer the stub, short enough to keep the test quick.
  const TIMEOUT_MS = 1_500;

  beforeAll(async () => {
    stub = await startStub();
    ctx = await createTestContext({ config: { geocoder: { url: stub.url, timeoutMs: TIMEOUT_MS } } });
    headers = (await callerHeaders(ctx, await createWorld(ctx))).user;
  });
  afterAll(async () => {
    await ctx.close();
    await stub.close();
  });

  const search = (term: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `${API}/geo/search?q=${encodeURIComponent(term)}&limit=5`,
      headers,
    });

  it('answers with the provider’s places when it answers', async () => {
    stub.setMode('answer');
    const res = await search('stub tower');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      features: [
        {
          id: 'external.42',
          center: [49.892, 40.3777],
          place_name: 'Stub Tower, Bakı, Azərbaycan',
          text: 'Stub Tower',
          kind: 'landmark',
        },
      ],
    });
    const asked = stub.seen.at(-1)!;
    expect(asked.searchParams.get('q')).toBe('stub tower');
    expect(asked.searchParams.get('limit')).toBe('5');
    expect(asked.searchParams.get('format')).toBe('json');
  });

  it('falls back to the gazetteer when it hangs past the time-out', async () => {
    stub.setMode('hang');
    const started = Date.now();
    const res = await search('28 mall');
    const took = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json().features[0]).toMatchObject({ kind: 'landmark', text: '28 Mall' });
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 3_000);
  });

  it.each(['error', 'garbage', 'empty'] as const)(
    'falls back to the gazetteer when it answers %s',
    async (mode) => {
      stub.setMode(mode);
      const res = await search('nerimanov m');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('secret');
      expect(res.json().features[0]).toMatchObject({ kind: 'metro', text: 'Nəriman Nərimanov' });
    },
  );

  it('is not asked for a term of punctuation only', async () => {
    stub.setMode('answer');
    const before = stub.seen.length;
    expect((await search('...')).statusCode).toBe(400);
    expect(stub.seen.length).toBe(before);
  });

  it('reads a Mapbox-compatible answer and a refused connection too', async () => {
    const mapbox = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          features: [
            {
              id: 'poi.1',
              center: [49.84, 40.37],
              place_name: 'Fountain, Baku',
              text: 'Fountain',
              place_type: ['poi'],
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => mapbox.listen(0, '127.0.0.1', resolve));
    const port = (mapbox.address() as AddressInfo).port;
    const log = { warn: () => undefined };
    try {
      const geocoder = createExternalGeocoder(
        `http://127.0.0.1:${port}/geocoding/{query}.json`,
        TIMEOUT_MS,
        log,
      )!;
      expect(await geocoder.search('fountain', 3, 'en')).toEqual([
        {
          id: 'external.poi.1',
          center: [49.84, 40.37],
          place_name: 'Fountain, Baku',
          text: 'Fountain',
          kind: 'landmark',
        },
      ]);
    } finally {
      await new Promise<void>((resolve) => mapbox.close(() => resolve()));
    }
    const refused = createExternalGeocoder(`http://127.0.0.1:${port}/search`, TIMEOUT_MS, log)!;
    expect(await refused.search('x', 1, 'az')).toBeNull();
    expect(createExternalGeocoder(undefined, TIMEOUT_MS, log)).toBeNull();
  });
});
