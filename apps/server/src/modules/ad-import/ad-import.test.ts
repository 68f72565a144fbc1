import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatMessage, IMPORT_ERRORS_SHOWN, type Language } from '@emlak/contracts';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import {
  createSignedInWorld,
  createTestContext,
  type SignedInWorld,
  type TestContext,
} from '../../../test/helpers';
import { announcements, auditLog, cities, districts, metroStations } from '../../db/schema';
import { findProjectRoot } from '../../lib/project-root';
import {
  csvOf,
  importAuditCount,
  importFile,
  listingByUrl,
  listingCells,
  listingCount,
  reportOf,
} from './ad-import.test-support';

let ctx: TestContext;
let world: SignedInWorld;
let serial = 0;
/** A listing number no other test of this file uses, so that every import inserts fresh rows. */
const next = () => ++serial * 10 + 1_000_000;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await createSignedInWorld(ctx);
});
afterAll(() => ctx.close());

const idOf = async (table: typeof cities | typeof districts | typeof metroStations, name: string) => {
  const [row] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.name, name));
  return row!.id;
};

describe('POST /ad/import access', () => {
  let headers: Record<Caller, Record<string, string>>;
  beforeAll(async () => {
    headers = await callerHeaders(ctx, world);
  });

  // Each call imports a fresh listing into organization A (?organizationId=A).
  const rows: MatrixRow[] = [
    [
      'POST /ad/import?organizationId=A',
      () => ({
        method: 'POST',
        url: `/ad/import?organizationId=${world.orgA.id}`,
        payload: csvOf([listingCells(next())]),
      }),
      [401, 403, 403, 200, 200],
    ],
  ];

  it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
    const { url, payload } = await request();
    const res = await importFile(ctx, headers[caller], {
      body: payload as string,
      query: url.replace('/ad/import', ''),
    });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 200) expect(reportOf(res)).toMatchObject({ processed: 1, inserted: 1, failed: 0 });
  });

  it('imports for the Admin’s own organization, with the Admin as the author', async () => {
    const cells = listingCells(next());
    reportOf(await importFile(ctx, world.as.adminA, { body: csvOf([cells]) }));
    expect(await listingByUrl(ctx, cells.baseUrl!)).toMatchObject({
      organizationId: world.orgA.id,
      createdByUserId: world.adminA.id,
    });
  });

  it('imports public market listings for a SuperAdmin without an organization, or an agency’s', async () => {
    const market = listingCells(next());
    reportOf(await importFile(ctx, world.as.superAdmin, { body: csvOf([market]) }));
    expect(await listingByUrl(ctx, market.baseUrl!)).toMatchObject({
      organizationId: null,
      createdByUserId: null,
    });
    const agency = listingCells(next());
    reportOf(
      await importFile(ctx, world.as.superAdmin, {
        body: csvOf([agency]),
        query: `?organizationId=${world.orgB.id}`,
      }),
    );
    expect(await listingByUrl(ctx, agency.baseUrl!)).toMatchObject({
      organizationId: world.orgB.id,
      createdByUserId: world.superAdmin.id,
    });
  });

  it('refuses an organization that does not exist, and another organization for an Admin, reading nothing', async () => {
    const before = await listingCount(ctx);
    const unknown = await importFile(ctx, world.as.superAdmin, {
      body: csvOf([listingCells(next())]),
      query: '?organizationId=999999',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('organizationId');
    const other = await importFile(ctx, world.as.adminA, {
      body: csvOf([listingCells(next())]),
      query: `?organizationId=${world.orgB.id}`,
    });
    expect(other.statusCode).toBe(403);
    expect(await listingCount(ctx)).toBe(before);
  });
});

describe('POST /ad/import rows', () => {
  it('writes the good rows and reports each bad one by row and field, in the request language', async () => {
    const n = next();
    const rows = [
      listingCells(n, {
        city: 'Baku',
        district: 'nerimanov',
        metroStation: '28 may',
        phone1: '+994 50 555 12 34',
      }),
      listingCells(n + 1, { price: 'cheap' }),
      listingCells(n + 2, { city: 'Баку', district: 'Əhmədli', metroStation: '', phone2: '(012) 555-12-34' }),
      listingCells(n + 3, { phone1: '12345', stage: '12' }),
      listingCells(n + 4, { city: 'Atlantis' }),
      listingCells(n + 5, { baseUrl: '' }),
      listingCells(n + 6, { city: 'Gəncə', district: 'Nizami', metroStation: '' }),
      listingCells(n + 7, { city: 'Gəncə', district: 'Yasamal', metroStation: 'Sahil' }),
    ];
    const expected = (language: Language) => [
      {
        row: 2,
        field: 'price',
        message: formatMessage(language, 'validation.invalidType', { field: 'price' }),
      },
      { row: 4, field: 'phone1', message: formatMessage(language, 'validation.invalidPhone') },
      { row: 4, field: 'stage', message: formatMessage(language, 'validation.stageAboveStages') },
      {
        row: 5,
        field: 'city',
        message: formatMessage(language, 'validation.placeNotFound', { field: 'city', name: 'Atlantis' }),
      },
      {
        row: 6,
        field: 'baseUrl',
        message: formatMessage(language, 'validation.required', { field: 'baseUrl' }),
      },
      { row: 8, field: 'district', message: formatMessage(language, 'validation.districtNotInCity') },
      { row: 8, field: 'metroStation', message: formatMessage(language, 'validation.metroNotInCity') },
    ];

    const report = reportOf(await importFile(ctx, world.as.adminA, { body: csvOf(rows), language: 'az' }));
    expect(report).toEqual({
      processed: 8,
      inserted: 3,
      updated: 0,
      failed: 5,
      errors: expected('az'),
      errorsTruncated: false,
    });
    expect(await listingByUrl(ctx, rows[1]!.baseUrl!)).toBeUndefined();

    // The same file again in English and Russian: the good rows update, the messages follow the language.
    for (const language of ['en', 'ru'] as const) {
      const again = reportOf(await importFile(ctx, world.as.adminA, { body: csvOf(rows), language }));
      expect(again).toMatchObject({ inserted: 0, updated: 3, failed: 5, errors: expected(language) });
    }

    const baku = await idOf(cities, 'Bakı');
    expect(await listingByUrl(ctx, rows[0]!.baseUrl!)).toMatchObject({
      cityId: baku,
      districtId: await idOf(districts, 'Nərimanov'),
      metroStationId: await idOf(metroStations, '28 May'),
      phone1: '+994505551234',
      price: `${150_000 + n}.00`,
      area: '85.50',
      addType: 'sell',
      propertyType: 1,
      rooms: 3,
      ownerType: 'owner',
      areaMeasureUnit: 1,
    });
    const third = await listingByUrl(ctx, rows[2]!.baseUrl!);
    expect(third).toMatchObject({ cityId: baku, metroStationId: null, phone2: '+994125551234' });
    expect(third!.searchText).toContain('ehmedli');
    const [ganjaNizami] = await ctx.db
      .select({ id: districts.id })
      .from(districts)
      .where(sql`${districts.name} = 'Nizami' and ${districts.cityId} = ${await idOf(cities, 'Gəncə')}`);
    expect(await listingByUrl(ctx, rows[6]!.baseUrl!)).toMatchObject({ districtId: ganjaNizami!.id });
  });

  it('reads words, yes/no, ids and dates as the documented columns allow', async () => {
    const n = next();
    const baku = await idOf(cities, 'Bakı');
    const cells = listingCells(n, {
      city: '',
      district: '',
      metroStation: '',
      cityId: String(baku),
      districtId: String(await idOf(districts, 'Səbail')),
      addType: 'Kirayə',
      propertyType: 'Ofis',
      ownerType: 'Vasitəçi',
      areaMeasureUnit: 'm²',
      hasTitleDeed: 'bəli',
      isRenovated: 'нет',
      mortgage: 'Yes',
      latitude: '40.36',
      longitude: '49.835',
      color: '#ff0000',
      createdAt: '2024-05-01',
      price: '1 200',
    });
    const report = reportOf(await importFile(ctx, world.as.adminA, { body: csvOf([cells]) }));
    expect(report).toMatchObject({ inserted: 1, failed: 0 });
    expect(await listingByUrl(ctx, cells.baseUrl!)).toMatchObject({
      cityId: baku,
      addType: 'rent',
      propertyType: 3,
      ownerType: 'agency',
      hasTitleDeed: true,
      isRenovated: false,
      mortgage: true,
      latitude: 40.36,
      price: '1200.00',
      color: '#ff0000',
      // Midnight in Baku (UTC+4).
      createdAt: new Date('2024-04-30T20:00:00.000Z'),
    });

    const wrong = reportOf(
      await importFile(ctx, world.as.adminA, {
        body: csvOf([
          listingCells(next(), { createdAt: '2999-01-01' }),
          listingCells(next(), { hasTitleDeed: 'maybe' }),
          listingCells(next(), { latitude: '40.4' }),
        ]),
      }),
    );
    expect(wrong.errors).toEqual([
      { row: 1, field: 'createdAt', message: 'createdAt cannot be in the future' },
      { row: 2, field: 'hasTitleDeed', message: 'hasTitleDeed has the wrong type' },
      { row: 3, field: 'longitude', message: 'Give both latitude and longitude, or neither' },
    ]);
  });

  it('finds districts and metro stations by their Russian and English names too, as the lists show them', async () => {
    const russian = listingCells(next(), {
      city: 'Баку',
      district: 'Нариманов',
      metroStation: 'Нариман Нариманов',
    });
    const english = listingCells(next(), { city: 'Baku', district: 'Khatai', metroStation: 'Ahmadli' });
    const report = reportOf(await importFile(ctx, world.as.adminA, { body: csvOf([russian, english]) }));
    expect(report).toMatchObject({ inserted: 2, failed: 0 });
    const baku = await idOf(cities, 'Bakı');
    expect(await listingByUrl(ctx, russian.baseUrl!)).toMatchObject({
      cityId: baku,
      districtId: await idOf(districts, 'Nərimanov'),
      metroStationId: await idOf(metroStations, 'Nəriman Nərimanov'),
    });
    expect(await listingByUrl(ctx, english.baseUrl!)).toMatchObject({
      cityId: baku,
      districtId: await idOf(districts, 'Xətai'),
      metroStationId: await idOf(metroStations, 'Əhmədli'),
    });
  });

  it('reads a semicolon file with decimal commas, a byte-order mark and any letter case of the header', async () => {
    const n = next();
    const rows = [listingCells(n, { area: '72,40', title: 'Mənzil; təmirli' }), listingCells(n + 1)];
    const file = csvOf(rows, ';').replace('baseUrl', 'BaseURL').replace('area', ' AREA ');
    const report = reportOf(
      await importFile(ctx, world.as.adminA, {
        body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(file)]),
      }),
    );
    expect(report).toMatchObject({ processed: 2, inserted: 2, failed: 0 });
    expect(await listingByUrl(ctx, rows[0]!.baseUrl!)).toMatchObject({
      area: '72.40',
      title: 'Mənzil; təmirli',
    });

    // In a comma-separated file "72,40" (quoted) is not a number: it could as well be 7,240.
    const comma = reportOf(
      await importFile(ctx, world.as.adminA, { body: csvOf([listingCells(next(), { area: '72,40' })]) }),
    );
    expect(comma.errors).toEqual([{ row: 1, field: 'area', message: 'area has the wrong type' }]);
  });

  it('imports the same listings from JSON and from JSON Lines', async () => {
    const n = next();
    const [first, second, third] = [listingCells(n), listingCells(n + 1), listingCells(n + 2)];
    const objects: unknown[] = [
      { ...first, price: 99_000, rooms: 2, hasTitleDeed: true, latitude: 40.4, longitude: 49.86 },
      { ...second, phone1: 994_502_223_344 },
      { ...third, rooms: 'many', unexpected: 1 },
      [1, 2],
    ];
    const json = reportOf(
      await importFile(ctx, world.as.adminA, {
        body: JSON.stringify(objects, null, 2),
        contentType: 'application/json',
      }),
    );
    expect(json).toMatchObject({ processed: 4, inserted: 2, failed: 2 });
    expect(json.errors).toEqual([
      { row: 3, field: 'unexpected', message: 'Unknown field: unexpected' },
      { row: 3, field: 'rooms', message: 'rooms has the wrong type' },
      { row: 4, field: 'row', message: 'row has the wrong type' },
    ]);
    expect(await listingByUrl(ctx, first!.baseUrl!)).toMatchObject({
      price: '99000.00',
      rooms: 2,
      hasTitleDeed: true,
    });
    expect(await listingByUrl(ctx, second!.baseUrl!)).toMatchObject({ phone1: '+994502223344' });

    const lines = `${objects.map((object) => JSON.stringify(object)).join('\n')}\n\n`;
    const ndjson = reportOf(
      await importFile(ctx, world.as.adminA, {
        body: lines,
        contentType: 'application/x-ndjson; charset=utf-8',
      }),
    );
    expect(ndjson).toMatchObject({ processed: 4, inserted: 0, updated: 2, failed: 2, errors: json.errors });
  });

  it('reports control characters and prototype keys as row errors, and pollutes nothing', async () => {
    const body =
      `[${JSON.stringify({ ...listingCells(next()), title: 'a\u0000b' })},` +
      `{"__proto__": {"polluted": true}, ${JSON.stringify(listingCells(next())).slice(1)}]`;
    const report = reportOf(
      await importFile(ctx, world.as.adminA, { body, contentType: 'application/json' }),
    );
    expect(report.errors).toEqual([
      { row: 1, field: 'title', message: 'title contains characters that are not allowed' },
      { row: 2, field: '__proto__', message: 'Unknown field: __proto__' },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('upserts by baseUrl: a second import updates, a baseUrl twice in one file is updated by its later row', async () => {
    const n = next();
    const first = [listingCells(n), listingCells(n + 1)];
    expect(reportOf(await importFile(ctx, world.as.adminA, { body: csvOf(first) }))).toMatchObject({
      inserted: 2,
      updated: 0,
    });
    const created = await listingByUrl(ctx, first[0]!.baseUrl!);

    const second = [
      listingCells(n, { price: '140000' }),
      listingCells(n + 2),
      listingCells(n + 2, { price: '1000' }),
    ];
    expect(reportOf(await importFile(ctx, world.as.adminA, { body: csvOf(second) }))).toMatchObject({
      processed: 3,
      inserted: 1,
      updated: 2,
      failed: 0,
    });
    const updated = await listingByUrl(ctx, first[0]!.baseUrl!);
    expect(updated).toMatchObject({ id: created!.id, price: '140000.00', version: created!.version + 1 });
    // Without a createdAt column an update keeps the listing's creation time.
    expect(updated!.createdAt).toEqual(created!.createdAt);
    expect(await listingByUrl(ctx, second[1]!.baseUrl!)).toMatchObject({ price: '1000.00', version: 2 });
  });

  it('writes the file’s createdAt on an update only when the file gives one', async () => {
    const cells = listingCells(next(), { createdAt: '2024-01-15T10:00:00Z' });
    reportOf(await importFile(ctx, world.as.adminA, { body: csvOf([cells]) }));
    reportOf(
      await importFile(ctx, world.as.adminA, {
        body: csvOf([{ ...cells, createdAt: '2024-02-01T10:00:00Z' }]),
      }),
    );
    expect((await listingByUrl(ctx, cells.baseUrl!))!.createdAt).toEqual(new Date('2024-02-01T10:00:00Z'));
    reportOf(await importFile(ctx, world.as.adminA, { body: csvOf([{ ...cells, createdAt: '' }]) }));
    expect(await listingByUrl(ctx, cells.baseUrl!)).toMatchObject({
      createdAt: new Date('2024-02-01T10:00:00Z'),
      version: 3,
    });
  });

  it('rewrites on update the columns the file has and keeps the others, a place as a whole', async () => {
    const cells = listingCells(next(), { color: '#00ff00', landmark: 'Park Bulvar' });
    reportOf(await importFile(ctx, world.as.adminA, { body: csvOf([cells]) }));
    const before = await listingByUrl(ctx, cells.baseUrl!);
    expect(before).toMatchObject({ color: '#00ff00', landmark: 'Park Bulvar' });

    // A feed without the colour agents gave the listing, an emptied landmark, a new city given by
    // name without a district: the colour stays, the landmark is cleared, the old district goes.
    const { color: _color, district: _district, metroStation: _metro, ...rest } = cells;
    const feed = { ...rest, landmark: '', city: 'Gəncə', price: '99000' };
    expect(reportOf(await importFile(ctx, world.as.adminA, { body: csvOf([feed]) }))).toMatchObject({
      updated: 1,
      failed: 0,
    });
    expect(await listingByUrl(ctx, cells.baseUrl!)).toMatchObject({
      color: '#00ff00',
      landmark: null,
      cityId: await idOf(cities, 'Gəncə'),
      districtId: null,
      metroStationId: null,
      price: '99000.00',
      version: before!.version + 1,
    });

    // JSON objects of one file may have different keys: each keeps what it does not name.
    const { color: _unused, ...withPlace } = cells;
    const json = [
      { ...withPlace, price: 98_000 },
      { ...listingCells(next()), color: '#123456' },
    ];
    expect(
      reportOf(
        await importFile(ctx, world.as.adminA, {
          body: JSON.stringify(json),
          contentType: 'application/json',
        }),
      ),
    ).toMatchObject({ inserted: 1, updated: 1 });
    expect(await listingByUrl(ctx, cells.baseUrl!)).toMatchObject({
      color: '#00ff00',
      cityId: await idOf(cities, 'Bakı'),
      districtId: await idOf(districts, 'Yasamal'),
      price: '98000.00',
    });
  });

  it('imports the sample files of docs/ without an error', async () => {
    const docs = join(findProjectRoot(), 'docs');
    const csv = reportOf(
      await importFile(ctx, world.as.superAdmin, {
        body: readFileSync(join(docs, 'import-sample.csv')),
        query: `?organizationId=${world.orgB.id}`,
      }),
    );
    expect(csv).toMatchObject({ processed: 8, inserted: 8, failed: 0, errors: [] });
    const json = reportOf(
      await importFile(ctx, world.as.superAdmin, {
        body: readFileSync(join(docs, 'import-sample.json')),
        contentType: 'application/json',
        query: `?organizationId=${world.orgB.id}`,
      }),
    );
    expect(json).toMatchObject({ processed: 4, inserted: 4, failed: 0, errors: [] });
  });

  it('refuses rows whose baseUrl is another organization’s, the public market’s or sold, and changes none of them', async () => {
    const theirs = listingCells(next());
    const market = listingCells(next());
    const sold = listingCells(next());
    reportOf(await importFile(ctx, world.as.adminB, { body: csvOf([theirs]) }));
    reportOf(await importFile(ctx, world.as.superAdmin, { body: csvOf([market]) }));
    reportOf(await importFile(ctx, world.as.adminA, { body: csvOf([sold]) }));
    await ctx.db.update(announcements).set({ isSold: true }).where(eq(announcements.baseUrl, sold.baseUrl!));
    const before = await Promise.all(
      [theirs, market, sold].map((cells) => listingByUrl(ctx, cells.baseUrl!)),
    );

    const fresh = listingCells(next());
    const rows = [theirs, market, sold, fresh].map((cells) => ({ ...cells, price: '1' }));
    const report = reportOf(await importFile(ctx, world.as.adminA, { body: csvOf(rows), language: 'ru' }));
    expect(report).toMatchObject({ processed: 4, inserted: 1, updated: 0, failed: 3 });
    expect(report.errors).toEqual([
      { row: 1, field: 'baseUrl', message: formatMessage('ru', 'validation.baseUrlTaken') },
      { row: 2, field: 'baseUrl', message: formatMessage('ru', 'validation.baseUrlTaken') },
      { row: 3, field: 'baseUrl', message: formatMessage('ru', 'already_sold') },
    ]);
    const after = await Promise.all([theirs, market, sold].map((cells) => listingByUrl(ctx, cells.baseUrl!)));
    expect(after).toEqual(before);
  });

  it('finds probable duplicates among the imported rows, at import', async () => {
    const n = next();
    const original = listingCells(n, { phone1: '055 777 66 55', area: '100', price: '200000' });
    const repeat = listingCells(n + 1, { phone1: '+994557776655', area: '102', price: '210000' });
    const different = listingCells(n + 2, { phone1: '055 777 66 55', area: '120', price: '200000' });
    reportOf(await importFile(ctx, world.as.adminA, { body: csvOf([original, repeat, different]) }));
    const first = await listingByUrl(ctx, original.baseUrl!);
    expect(first!.duplicateOf).toBeNull();
    expect((await listingByUrl(ctx, repeat.baseUrl!))!.duplicateOf).toBe(first!.id);
    expect((await listingByUrl(ctx, different.baseUrl!))!.duplicateOf).toBeNull();
  });

  it('lists at most IMPORT_ERRORS_SHOWN errors and counts every failed row', async () => {
    const rows = Array.from({ length: IMPORT_ERRORS_SHOWN + 150 }, (_, index) =>
      listingCells(next() + index, { baseUrl: '' }),
    );
    const report = reportOf(await importFile(ctx, world.as.adminA, { body: csvOf(rows) }));
    expect(report).toMatchObject({ processed: rows.length, failed: rows.length, errorsTruncated: true });
    expect(report.errors).toHaveLength(IMPORT_ERRORS_SHOWN);
    expect(report.errors.at(-1)).toMatchObject({ row: IMPORT_ERRORS_SHOWN, field: 'baseUrl' });
  });

  it('writes one audit entry per import with its counts', async () => {
    const cells = [listingCells(next()), listingCells(next(), { price: '' })];
    const res = await importFile(ctx, world.as.adminA, { body: csvOf(cells) });
    reportOf(res);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'announcement.imported' and ${auditLog.requestId} = ${res.headers['x-request-id'] as string}`,
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      organizationId: world.orgA.id,
      actorUserId: world.adminA.id,
      entity: 'announcementImport',
      changes: {
        format: 'csv',
        organizationId: world.orgA.id,
        processed: 2,
        inserted: 1,
        updated: 0,
        failed: 1,
      },
    });
  });
});

describe('POST /ad/import refusals', () => {
  /** A refused file changes nothing: no listing, no audit entry. */
  const expectRefused = async (call: Parameters<typeof importFile>[2], status: number, message?: string) => {
    const listings = await listingCount(ctx);
    const audits = await importAuditCount(ctx);
    const res = await importFile(ctx, world.as.adminA, call);
    expect(res.statusCode, res.body).toBe(status);
    if (message !== undefined) expect(res.json().message).toBe(message);
    expect(await listingCount(ctx)).toBe(listings);
    expect(await importAuditCount(ctx)).toBe(audits);
    return res;
  };

  it('answers 415 for anything but CSV, JSON and JSON Lines in UTF-8', async () => {
    const body = csvOf([listingCells(next())]);
    for (const contentType of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/xml',
      'text/csv; charset=windows-1251',
    ])
      await expectRefused({ body, contentType }, 415);
    const none = await ctx.app.inject({ method: 'POST', url: '/api/v1/ad/import', headers: world.as.adminA });
    expect(none.statusCode).toBe(415);
  });

  it('refuses a cut or broken file with a clear 400 and writes none of its good rows', async () => {
    const good = Array.from({ length: 600 }, (_, index) =>
      listingCells(next() + index, { description: 'Təmirli, "metroya" yaxın' }),
    );
    const csv = csvOf(good);
    // Cut inside the quoted description of row 601's predecessor: the quote never closes.
    const cut = csv.slice(0, csv.lastIndexOf('Təmirli') + 3);
    await expectRefused(
      { body: cut, language: 'en' },
      400,
      formatMessage('en', 'validation.importMalformed', { format: 'CSV', row: 600 }),
    );

    const json = JSON.stringify(good);
    await expectRefused(
      { body: json.slice(0, -40), contentType: 'application/json' },
      400,
      formatMessage('en', 'validation.importMalformed', { format: 'JSON', row: 600 }),
    );
    await expectRefused({ body: `${json.slice(0, -1)},{"baseUrl":}]`, contentType: 'application/json' }, 400);
    await expectRefused(
      { body: '{"baseUrl":"x"}', contentType: 'application/json' },
      400,
      formatMessage('en', 'validation.importNotArray'),
    );
    await expectRefused(
      { body: '', contentType: 'application/json' },
      400,
      formatMessage('en', 'validation.importNotArray'),
    );
    await expectRefused(
      {
        body: `${good.map((row) => JSON.stringify(row)).join('\n')}\n{"baseUrl": `,
        contentType: 'application/x-ndjson',
      },
      400,
      formatMessage('en', 'validation.importMalformed', { format: 'NDJSON', row: 601 }),
    );
    await expectRefused({ body: '', language: 'az' }, 400, formatMessage('az', 'validation.importNoHeader'));
    const latin1 = Buffer.concat([Buffer.from(csv.slice(0, 2000)), Buffer.from([0xe7, 0x61, 0x0d, 0x0a])]);
    await expectRefused({ body: latin1 }, 400, formatMessage('en', 'validation.importEncoding'));
  });

  it('refuses a header with an unknown or repeated column, naming it', async () => {
    const cells = listingCells(next());
    const unknown = await expectRefused(
      { body: csvOf([{ ...cells, organizationId: '1', prijs: '5' }]) },
      400,
    );
    expect(unknown.json().errors).toEqual({
      organizationId: ['Unknown field: organizationId'],
      prijs: ['Unknown field: prijs'],
    });
    const twice = await expectRefused({ body: `${csvOf([cells]).split('\r\n')[0]},Price\r\n` }, 400);
    expect(twice.json().errors).toEqual({ Price: ['The column Price appears more than once'] });
  });

  it('refuses a second import into the same listings while one runs (409), and takes the next', async () => {
    const client = new pg.Client({ connectionString: ctx.config.databaseUrl });
    await client.connect();
    try {
      // What a running import of organization A holds (ad-import.repository.ts).
      await client.query('select pg_advisory_lock(7403, $1)', [world.orgA.id]);
      const res = await expectRefused(
        { body: csvOf([listingCells(next())]) },
        409,
        formatMessage('en', 'validation.importRunning'),
      );
      expect(res.json().code).toBe('conflict');
      // Another organization's import is not held up.
      reportOf(await importFile(ctx, world.as.adminB, { body: csvOf([listingCells(next())]) }));
    } finally {
      await client.end();
    }
    reportOf(await importFile(ctx, world.as.adminA, { body: csvOf([listingCells(next())]) }));
  });
});
