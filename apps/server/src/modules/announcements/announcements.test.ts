import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import {
  API,
  auditEntriesOf,
  authHeaders,
  createTestContext,
  createWorld,
  type TestContext,
} from '../../../test/helpers';
import { announcements, userAds } from '../../db/schema';
import { insertListing, listingBody, loadPlaces, nextPhone, type Places } from './announcements.test-support';

type World = Awaited<ReturnType<typeof createWorld>>;

describe('announcements (/ad)', () => {
  let ctx: TestContext;
  let world: World;
  let places: Places;
  let as: Record<Caller, Record<string, string>>;
  let userB: Record<string, string>;

  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => ctx.app.inject({ method, url: `${API}${url}`, headers, payload: payload as object });

  /** A listing of organization A posted by its agent (userA). */
  const agentListing = (values: Partial<typeof announcements.$inferInsert> = {}) =>
    insertListing(ctx, {
      cityId: places.baku,
      organizationId: world.orgA.id,
      createdByUserId: world.userA.id,
      ...values,
    });
  /** A public market listing (no organization), as an import makes them. */
  const publicListing = (values: Partial<typeof announcements.$inferInsert> = {}) =>
    insertListing(ctx, { cityId: places.baku, ...values });

  const rowOf = async (id: number) =>
    (await ctx.db.select().from(announcements).where(eq(announcements.id, id)))[0];

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    places = await loadPlaces(ctx);
    as = await callerHeaders(ctx, world);
    userB = await authHeaders(ctx, world.userB);
  });
  afterAll(() => ctx.close());

  describe('access matrix (a listing of organization A posted by its agent)', () => {
    const rows: MatrixRow[] = [
      [
        'POST /ad/table',
        () => ({ method: 'POST', url: '/ad/table', payload: {} }),
        [401, 200, 200, 200, 200],
      ],
      [
        'POST /ad/all/table',
        () => ({ method: 'POST', url: '/ad/all/table', payload: {} }),
        [401, 200, 200, 200, 200],
      ],
      [
        'POST /ad/users/table',
        () => ({ method: 'POST', url: '/ad/users/table', payload: {} }),
        [401, 200, 200, 200, 200],
      ],
      ['GET /ad/dropdown', () => ({ method: 'GET', url: '/ad/dropdown' }), [401, 200, 200, 200, 200]],
      [
        'GET /ad/:id',
        async () => ({ method: 'GET', url: `/ad/${(await agentListing()).id}` }),
        [401, 200, 404, 200, 200],
      ],
      [
        'GET /ad/:id/duplicates',
        async () => ({ method: 'GET', url: `/ad/${(await agentListing()).id}/duplicates` }),
        [401, 200, 404, 200, 200],
      ],
      [
        'POST /ad',
        () => ({ method: 'POST', url: '/ad', payload: listingBody(places, { phone1: nextPhone() }) }),
        [401, 201, 201, 201, 201],
      ],
      [
        'PUT /ad/:id',
        async () => ({
          method: 'PUT',
          url: `/ad/${(await agentListing()).id}`,
          payload: { ...listingBody(places), version: 1 },
        }),
        [401, 200, 404, 200, 200],
      ],
      [
        'DELETE /ad/:id',
        async () => ({ method: 'DELETE', url: `/ad/${(await agentListing()).id}` }),
        [401, 204, 404, 204, 204],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, url, payload } = await request();
      const res = await call(as[caller], method, url, payload);
      expect(res.statusCode, res.body).toBe(status);
    });
  });

  describe('access matrix (a public market listing: read-only but for a SuperAdmin)', () => {
    const rows: MatrixRow[] = [
      [
        'GET /ad/:id',
        async () => ({ method: 'GET', url: `/ad/${(await publicListing()).id}` }),
        [401, 200, 200, 200, 200],
      ],
      [
        'PUT /ad/:id',
        async () => ({
          method: 'PUT',
          url: `/ad/${(await publicListing()).id}`,
          payload: { ...listingBody(places), version: 1 },
        }),
        [401, 403, 403, 403, 200],
      ],
      [
        'DELETE /ad/:id',
        async () => ({ method: 'DELETE', url: `/ad/${(await publicListing()).id}` }),
        [401, 403, 403, 403, 204],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, url, payload } = await request();
      const res = await call(as[caller], method, url, payload);
      expect(res.statusCode, res.body).toBe(status);
    });
  });

  it('lets an agent change only what they posted, and their Admin anything of the organization', async () => {
    const byAdmin = await agentListing({ createdByUserId: world.adminA.id });
    const update = { ...listingBody(places), version: 1 };
    const asAgent = await call(as.user, 'PUT', `/ad/${byAdmin.id}`, update);
    expect(asAgent.statusCode).toBe(403);
    expect(asAgent.json().code).toBe('forbidden');
    expect((await call(as.user, 'DELETE', `/ad/${byAdmin.id}`)).statusCode).toBe(403);
    expect((await call(as.user, 'GET', `/ad/${byAdmin.id}`)).json().editable).toBe(false);
    expect((await call(as.sameAdmin, 'GET', `/ad/${byAdmin.id}`)).json().editable).toBe(true);
    const byAgent = await agentListing();
    expect((await call(as.sameAdmin, 'PUT', `/ad/${byAgent.id}`, update)).statusCode).toBe(200);
  });

  describe('posting', () => {
    it('posts for the caller’s organization, stores phones in E.164 and audits it', async () => {
      const res = await call(as.user, 'POST', '/ad', {
        ...listingBody(places, {
          phone1: '(050) 765 43 21',
          phone2: '994 55 765 43 21',
          color: '#A1B2C3',
          address: 'Şəmsi Bədəlbəyli küçəsi 98',
        }),
        deviceId: 'from-the-web-client',
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        organizationId: world.orgA.id,
        createdByUserId: world.userA.id,
        organizationName: world.orgA.name,
        price: '185000.50',
        area: '92.50',
        pricePerSqm: '2000.01',
        phone1: '+994507654321',
        phone2: '+994557654321',
        phones: ['+994507654321', '+994557654321'],
        color: '#a1b2c3',
        cityName: 'Bakı',
        districtName: 'Nərimanov',
        metroStationName: 'Nəriman Nərimanov',
        isSold: false,
        inMyList: null,
        duplicateOf: null,
        baseUrl: null,
        version: 1,
        editable: true,
      });
      const [audit] = await auditEntriesOf(ctx, 'announcement', body.id);
      expect(audit).toMatchObject({
        action: 'announcement.created',
        organizationId: world.orgA.id,
        actorUserId: world.userA.id,
      });
      expect(audit?.changes).toMatchObject({ phone1: { before: null, after: '+994507654321' } });
      // The trigger filled the folded search text: the new listing is found without diacritics.
      const found = await call(as.user, 'POST', '/ad/table', {
        filters: [{ field: 'text', operator: 'Contains', value: 'semsi bedelbeyli' }],
      });
      expect(found.json().items.map((item: { id: number }) => item.id)).toEqual([body.id]);
    });

    it('answers the names in the caller’s language', async () => {
      const listing = await publicListing();
      const en = await call({ ...as.user, 'accept-language': 'en' }, 'GET', `/ad/${listing.id}`);
      const ru = await call({ ...as.user, 'accept-language': 'ru' }, 'GET', `/ad/${listing.id}`);
      expect(en.json().cityName).toBe('Baku');
      expect(ru.json().cityName).toBe('Баку');
    });

    it('lets a SuperAdmin post a public listing or one for an organization; an agent names none', async () => {
      const open = await call(as.superAdmin, 'POST', '/ad', listingBody(places, { phone1: nextPhone() }));
      expect(open.statusCode).toBe(201);
      expect(open.json()).toMatchObject({ organizationId: null, organizationName: null });
      const forB = await call(as.superAdmin, 'POST', '/ad', {
        ...listingBody(places, { phone1: nextPhone() }),
        organizationId: world.orgB.id,
      });
      expect(forB.json().organizationId).toBe(world.orgB.id);
      const unknown = await call(as.superAdmin, 'POST', '/ad', {
        ...listingBody(places),
        organizationId: 999_999,
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toHaveProperty('organizationId');
      const before = await ctx.db.$count(announcements);
      for (const organizationId of [world.orgB.id, null]) {
        const byAdmin = await call(as.sameAdmin, 'POST', '/ad', { ...listingBody(places), organizationId });
        expect(byAdmin.statusCode).toBe(400);
        expect(byAdmin.json().errors).toHaveProperty('organizationId');
      }
      const own = await call(as.sameAdmin, 'POST', '/ad', {
        ...listingBody(places, { phone1: nextPhone() }),
        organizationId: world.orgA.id,
      });
      expect(own.statusCode).toBe(201);
      expect(await ctx.db.$count(announcements)).toBe(before + 1);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a negative price', { price: -1 }, 'price'],
      ['a price with three decimals', { price: 100.123 }, 'price'],
      ['a price above the bound', { price: 10_000_000_001 }, 'price'],
      ['no area', { area: 0 }, 'area'],
      ['51 rooms', { rooms: 51 }, 'rooms'],
      ['a floor above the building', { stage: 13, stages: 12 }, 'stage'],
      ['floor 0', { stage: 0 }, 'stage'],
      ['201 floors', { stages: 201 }, 'stages'],
      ['property type 7', { propertyType: 7 }, 'propertyType'],
      ['area unit 6', { areaMeasureUnit: 6 }, 'areaMeasureUnit'],
      ['an unknown deal', { addType: 'lease' }, 'addType'],
      ['an invalid phone', { phone1: '12345' }, 'phone1'],
      ['an invalid second phone', { phone2: '050 12' }, 'phone2'],
      ['coordinates outside Azerbaijan', { latitude: 48.85, longitude: 2.35 }, 'latitude'],
      ['a latitude without a longitude', { longitude: null }, 'longitude'],
      ['a javascript: source link', { baseUrl: 'javascript:alert(1)' }, 'baseUrl'],
      ['an unknown city', { cityId: 999_999, districtId: null, metroStationId: null }, 'cityId'],
      ['an unknown district', { districtId: 999_999 }, 'districtId'],
      ['an unknown metro station', { metroStationId: 999_999 }, 'metroStationId'],
      ['an unknown field', { isVip: true }, 'isVip'],
    ])('refuses %s with a field error and changes nothing', async (_name, overrides, field) => {
      const before = await ctx.db.$count(announcements);
      const res = await call(as.user, 'POST', '/ad', { ...listingBody(places), ...overrides });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors).toHaveProperty(field);
      expect(await ctx.db.$count(announcements)).toBe(before);
    });

    it.each([
      ['az', 'Bu rayon seçilmiş şəhərə aid deyil', 'Bu metro stansiyası seçilmiş şəhərdə deyil'],
      ['en', 'This district is not in the chosen city', 'This metro station is not in the chosen city'],
      [
        'ru',
        'Этот район не относится к выбранному городу',
        'Эта станция метро не находится в выбранном городе',
      ],
    ])(
      'says in %s that the district and the metro station are not in the city',
      async (language, district, metro) => {
        const res = await call({ ...as.user, 'accept-language': language }, 'POST', '/ad', {
          ...listingBody(places),
          cityId: places.ganja,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual({ districtId: [district], metroStationId: [metro] });
      },
    );

    it.each([
      ['az', 'Düzgün telefon nömrəsi daxil edin'],
      ['en', 'Please enter a valid phone number'],
      ['ru', 'Введите корректный номер телефона'],
    ])('says in %s that a phone is invalid', async (language, message) => {
      const res = await call({ ...as.user, 'accept-language': language }, 'POST', '/ad', {
        ...listingBody(places),
        phone1: '+1 23',
      });
      expect(res.json().errors.phone1).toEqual([message]);
    });

    it('keeps one listing to a source link: a second one is a 409 naming baseUrl', async () => {
      const baseUrl = 'https://bina.az/items/4242';
      await publicListing({ baseUrl });
      const res = await call(as.superAdmin, 'POST', '/ad', {
        ...listingBody(places, { phone1: nextPhone() }),
        baseUrl,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'duplicate' });
      expect(res.json().errors).toHaveProperty('baseUrl');
    });
  });

  describe('editing', () => {
    it('updates at the version read, answers the new version and audits the change', async () => {
      const listing = await agentListing({ price: '90000.00' });
      const res = await call(as.user, 'PUT', `/ad/${listing.id}`, {
        ...listingBody(places, { price: 95_000 }),
        version: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ price: '95000.00', version: 2, organizationId: world.orgA.id });
      const entries = await auditEntriesOf(ctx, 'announcement', listing.id);
      expect(entries.at(-1)).toMatchObject({ action: 'announcement.updated', organizationId: world.orgA.id });
      expect(entries.at(-1)?.changes).toMatchObject({ price: { before: '90000.00', after: '95000.00' } });
    });

    it('keeps the version and writes no audit entry when an edit changes nothing', async () => {
      const first = await call(as.user, 'POST', '/ad', listingBody(places, { phone1: nextPhone() }));
      const created = first.json();
      const res = await call(as.user, 'PUT', `/ad/${created.id}`, {
        ...listingBody(places, { phone1: created.phone1.replace('+994', '0') }),
        version: 1,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().version).toBe(1);
      expect(await auditEntriesOf(ctx, 'announcement', created.id)).toHaveLength(1);
    });

    it('answers a stale version with 409 and changes nothing', async () => {
      const listing = await agentListing({ version: 3 });
      const res = await call(as.user, 'PUT', `/ad/${listing.id}`, { ...listingBody(places), version: 2 });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('stale_version');
      expect(await rowOf(listing.id)).toEqual(listing);
    });

    it('refuses to edit or delete a sold listing (409 already_sold), even for a SuperAdmin', async () => {
      const listing = await agentListing({ isSold: true, soldAt: new Date() });
      for (const headers of [as.user, as.superAdmin]) {
        const put = await call(headers, 'PUT', `/ad/${listing.id}`, { ...listingBody(places), version: 1 });
        expect(put.statusCode).toBe(409);
        expect(put.json().code).toBe('already_sold');
        const del = await call(headers, 'DELETE', `/ad/${listing.id}`);
        expect(del.statusCode).toBe(409);
      }
      expect(await rowOf(listing.id)).toEqual(listing);
      expect((await call(as.user, 'GET', `/ad/${listing.id}`)).json().editable).toBe(false);
    });

    it('refuses a district of another city on an edit too', async () => {
      const listing = await agentListing();
      const res = await call(as.user, 'PUT', `/ad/${listing.id}`, {
        ...listingBody(places, { cityId: places.ganja, metroStationId: null }),
        version: 1,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['districtId']);
      expect(await rowOf(listing.id)).toEqual(listing);
    });
  });

  describe('deleting', () => {
    it('removes the listing with the personal-list rows holding it, and audits it', async () => {
      const listing = await publicListing();
      await ctx.db.insert(userAds).values([
        { userId: world.userA.id, organizationId: world.orgA.id, announcementId: listing.id },
        { userId: world.userB.id, organizationId: world.orgB.id, announcementId: listing.id, status: 'work' },
      ]);
      const res = await call(as.superAdmin, 'DELETE', `/ad/${listing.id}`);
      expect(res.statusCode).toBe(204);
      expect(await rowOf(listing.id)).toBeUndefined();
      expect(await ctx.db.$count(userAds, eq(userAds.announcementId, listing.id))).toBe(0);
      const [entry] = await auditEntriesOf(ctx, 'announcement', listing.id);
      expect(entry).toMatchObject({ action: 'announcement.deleted', organizationId: null });
    });
  });

  describe('tenant isolation', () => {
    it.each([
      ['GET', undefined],
      ['PUT', 'body'],
      ['DELETE', undefined],
    ] as const)(
      'keeps organization A’s listing from organization B on %s: 404, nothing changed',
      async (method, body) => {
        const listing = await agentListing();
        const payload = body && { ...listingBody(places), version: 1 };
        for (const headers of [as.otherAdmin, userB]) {
          const res = await call(headers, method, `/ad/${listing.id}`, payload);
          expect(res.statusCode).toBe(404);
          const duplicates = await call(headers, 'GET', `/ad/${listing.id}/duplicates`);
          expect(duplicates.statusCode).toBe(404);
        }
        expect(await rowOf(listing.id)).toEqual(listing);
      },
    );

    it('never lists organization A’s listings to organization B', async () => {
      const listing = await agentListing({ title: 'Yalnız A agentliyi üçün' });
      for (const headers of [as.otherAdmin, userB]) {
        for (const url of ['/ad/table', '/ad/all/table', '/ad/users/table']) {
          const res = await call(headers, 'POST', url, {
            pageSize: 100,
            filters: [{ field: 'id', operator: 'Equal', value: listing.id }],
          });
          expect(res.statusCode).toBe(200);
          expect(res.json()).toMatchObject({ items: [], total: 0 });
        }
        const searched = await call(headers, 'POST', '/ad/all/table', {
          filters: [{ field: 'text', operator: 'Contains', value: 'yalniz a agentliyi' }],
        });
        expect(searched.json().total).toBe(0);
        expect((await call(headers, 'GET', '/ad/dropdown')).json()).not.toContainEqual(
          expect.objectContaining({ value: listing.id }),
        );
      }
      const own = await call(as.user, 'POST', '/ad/table', {
        filters: [{ field: 'text', operator: 'Contains', value: 'yalniz a agentliyi' }],
      });
      expect(own.json().items.map((item: { id: number }) => item.id)).toEqual([listing.id]);
    });
  });

  describe('the caller’s own listings', () => {
    it('lists what the caller posted, sold ones included, and offers the unsold ones newest first', async () => {
      const agency = await createWorld(ctx);
      const headers = await authHeaders(ctx, agency.userA);
      const posted = (values: Partial<typeof announcements.$inferInsert>) =>
        insertListing(ctx, {
          cityId: places.baku,
          organizationId: agency.orgA.id,
          createdByUserId: agency.userA.id,
          ...values,
        });
      const older = await posted({ title: 'Köhnə', createdAt: new Date('2024-01-01T10:00:00Z') });
      const newer = await posted({ title: null, address: 'Nizami küçəsi 5' });
      const untitled = await posted({
        title: '',
        address: null,
        createdAt: new Date('2023-01-01T10:00:00Z'),
      });
      const sold = await posted({ title: 'Satılıb', isSold: true });
      await insertListing(ctx, {
        cityId: places.baku,
        organizationId: agency.orgA.id,
        createdByUserId: agency.adminA.id,
      });
      const table = await call(headers, 'POST', '/ad/users/table', { pageSize: 100 });
      expect(
        table
          .json()
          .items.map((item: { id: number }) => item.id)
          .sort(),
      ).toEqual([older.id, newer.id, untitled.id, sold.id].sort());
      const dropdown = await call(headers, 'GET', '/ad/dropdown');
      expect(dropdown.json()).toEqual([
        { value: newer.id, displayText: 'Nizami küçəsi 5' },
        { value: older.id, displayText: 'Köhnə' },
        { value: untitled.id, displayText: `#${untitled.id}` },
      ]);
    });
  });

  describe('probable duplicates', () => {
    it('lists the listing’s group as far as the caller sees it, oldest first', async () => {
      const phone1 = nextPhone();
      const same = { phone1, rooms: 2, area: '60.00', price: '100000.00', cityId: places.baku };
      const original = await publicListing({ ...same, createdAt: new Date('2024-01-01T00:00:00Z') });
      const copy = await publicListing({
        ...same,
        price: '105000.00',
        createdAt: new Date('2024-01-02T00:00:00Z'),
      });
      const ownCopy = await agentListing({
        ...same,
        area: '61.00',
        createdAt: new Date('2024-01-03T00:00:00Z'),
      });
      const otherCopy = await insertListing(ctx, {
        ...same,
        organizationId: world.orgB.id,
        createdAt: new Date('2024-01-04T00:00:00Z'),
      });
      expect([copy.duplicateOf, ownCopy.duplicateOf, otherCopy.duplicateOf]).toEqual([
        original.id,
        original.id,
        original.id,
      ]);
      const ids = async (headers: Record<string, string>, id: number) =>
        (await call(headers, 'GET', `/ad/${id}/duplicates`)).json().map((item: { id: number }) => item.id);
      expect(await ids(as.user, original.id)).toEqual([copy.id, ownCopy.id]);
      expect(await ids(as.user, copy.id)).toEqual([original.id, ownCopy.id]);
      expect(await ids(as.otherAdmin, copy.id)).toEqual([original.id, otherCopy.id]);
      expect(await ids(as.superAdmin, ownCopy.id)).toEqual([original.id, copy.id, otherCopy.id]);
      expect(await ids(as.user, (await publicListing()).id)).toEqual([]);
    });
  });
});
