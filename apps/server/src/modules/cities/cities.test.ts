import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import { authHeaders, createTestContext, createWorld, type TestContext } from '../../../test/helpers';
import { announcements, auditLog, cities, districts, users } from '../../db/schema';

// Names no seed uses, ordered last by displayOrder so they never interleave with seeded rows.
const testCities = [
  {
    name: 'Zztest Şəki',
    nameEn: 'Zztest Sheki',
    nameRu: 'Zztest Шеки',
    kind: 'city',
    latitude: 41.19,
    longitude: 47.17,
    displayOrder: 90_002,
  },
  {
    name: 'Zztest Ağdam',
    nameEn: 'Zztest Aghdam',
    nameRu: 'Zztest Агдам',
    kind: 'district',
    latitude: 39.99,
    longitude: 46.93,
    displayOrder: 90_001,
  },
  {
    name: 'Zztest Bərdə',
    nameEn: 'Zztest Barda',
    nameRu: 'Zztest Барда',
    kind: 'district',
    latitude: 40.37,
    longitude: 47.13,
    displayOrder: 90_001,
  },
] as const;

describe('cities', () => {
  let ctx: TestContext;
  let as: Record<'superAdmin' | 'admin' | 'user', Record<string, string>>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.db
      .insert(cities)
      .values([...testCities])
      .onConflictDoNothing();
    const inserted = await ctx.db
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .where(
        inArray(
          cities.name,
          testCities.map((city) => city.name),
        ),
      );
    ids = Object.fromEntries(inserted.map((row) => [row.name, row.id]));
    const world = await createWorld(ctx);
    as = {
      superAdmin: await authHeaders(ctx, world.superAdmin),
      admin: await authHeaders(ctx, world.adminA),
      user: await authHeaders(ctx, world.userB),
    };
  });
  afterAll(() => ctx.close());

  const roleNames = ['superAdmin', 'admin', 'user'] as const;

  it.each(roleNames)('lists every city in display order for %s', async (role) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/cities', headers: as[role] });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { name: string; displayOrder: number }[];
    expect(list.slice(-3).map((city) => city.name)).toEqual(['Zztest Ağdam', 'Zztest Bərdə', 'Zztest Şəki']);
    expect(list.map((city) => city.displayOrder)).toEqual(
      list.map((city) => city.displayOrder).sort((a, b) => a - b),
    );
    expect(list.at(-1)).toEqual({ id: ids['Zztest Şəki'], ...testCities[0] });
  });

  it.each(roleNames)('pages, filters and sorts the table for %s', async (role) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/cities/table',
      headers: as[role],
      payload: {
        pageSize: 2,
        filters: [
          { field: 'name', operator: 'StartsWith', value: 'ZZTEST' },
          { field: 'kind', operator: 'Equal', value: 'district' },
        ],
        sortOptions: [{ field: 'nameEn', direction: 'desc' }],
        deviceId: 'sent-by-the-web-client',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { id: ids['Zztest Bərdə'], ...testCities[2] },
        { id: ids['Zztest Ağdam'], ...testCities[1] },
      ],
      total: 2,
      totalCapped: false,
      page: 0,
      pageSize: 2,
    });
  });

  it.each([
    ['az', 'Zztest Şəki'],
    ['en', 'Zztest Sheki'],
    ['ru', 'Zztest Шеки'],
  ])('names the dropdown options in %s', async (language, displayText) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/cities/dropdown',
      headers: { ...as.user, 'accept-language': language },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ value: ids['Zztest Şəki'], displayText });
  });

  it.each([
    ['GET', '/api/v1/cities'],
    ['POST', '/api/v1/cities/table'],
    ['GET', '/api/v1/cities/dropdown'],
  ] as const)('answers %s %s anonymously with 401', async (method, url) => {
    const res = await ctx.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });
});

describe('cities: administration', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof createWorld>>;
  let as: Record<Caller, Record<string, string>>;
  let seq = 0;
  const newCity = () => ({
    name: `Zzadmin ${++seq}`,
    nameEn: `Zzadmin ${seq} en`,
    nameRu: `Zzadmin ${seq} ru`,
    kind: 'district' as const,
    latitude: 40.5,
    longitude: 47.5,
    displayOrder: 95_000 + seq,
  });
  const insertCity = async () => (await ctx.db.insert(cities).values(newCity()).returning())[0]!;
  const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: as[caller], payload: payload as object });

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    as = await callerHeaders(ctx, world);
  });
  afterAll(() => ctx.close());

  describe('access matrix', () => {
    const rows: MatrixRow[] = [
      ['GET /cities', () => ({ method: 'GET', url: '/cities' }), [401, 200, 200, 200, 200]],
      [
        'POST /cities/table',
        () => ({ method: 'POST', url: '/cities/table', payload: {} }),
        [401, 200, 200, 200, 200],
      ],
      ['GET /cities/dropdown', () => ({ method: 'GET', url: '/cities/dropdown' }), [401, 200, 200, 200, 200]],
      [
        'POST /cities',
        () => ({ method: 'POST', url: '/cities', payload: newCity() }),
        [401, 403, 403, 403, 201],
      ],
      [
        'PUT /cities/:id',
        async () => ({ method: 'PUT', url: `/cities/${(await insertCity()).id}`, payload: newCity() }),
        [401, 403, 403, 403, 200],
      ],
      [
        'DELETE /cities/:id',
        async () => ({ method: 'DELETE', url: `/cities/${(await insertCity()).id}` }),
        [401, 403, 403, 403, 204],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, url, payload } = await request();
      const res = await call(caller, method, url, payload);
      expect(res.statusCode, res.body).toBe(status);
    });
  });

  it('creates, updates and deletes a city, auditing each change', async () => {
    const created = await call('superAdmin', 'POST', '/cities', { ...newCity(), name: '  Zzadmin Qəbələ ' });
    expect(created.statusCode, created.body).toBe(201);
    const city = created.json();
    expect(city).toMatchObject({ name: 'Zzadmin Qəbələ', kind: 'district' });
    const updated = await call('superAdmin', 'PUT', `/cities/${city.id}`, {
      ...newCity(),
      name: 'Zzadmin Qəbələ',
      kind: 'city',
      latitude: 40.98,
      longitude: 47.85,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id: city.id, kind: 'city', latitude: 40.98, longitude: 47.85 });
    expect((await call('user', 'GET', '/cities')).json()).toContainEqual(updated.json());
    expect((await call('superAdmin', 'DELETE', `/cities/${city.id}`)).statusCode).toBe(204);
    expect(await ctx.db.$count(cities, eq(cities.id, city.id))).toBe(0);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'city'), eq(auditLog.entityId, String(city.id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((entry) => entry.action)).toEqual(['city.created', 'city.updated', 'city.deleted']);
    // The route layer builds the Actor from the request: its id and address reach the audit row.
    expect(audit[0]).toMatchObject({ requestId: created.headers['x-request-id'], ip: '127.0.0.1' });
  });

  it.each([
    ['a name taken in other letters', () => ({ ...newCity(), name: 'QUBA' }), 409, 'name'],
    ['an empty name', () => ({ ...newCity(), name: ' ' }), 400, 'name'],
    ['a name too long', () => ({ ...newCity(), nameEn: 'x'.repeat(101) }), 400, 'nameEn'],
    ['an unknown kind', () => ({ ...newCity(), kind: 'village' }), 400, 'kind'],
    ['a latitude south of Azerbaijan', () => ({ ...newCity(), latitude: 38.29 }), 400, 'latitude'],
    ['a latitude north of Azerbaijan', () => ({ ...newCity(), latitude: 41.96 }), 400, 'latitude'],
    ['a longitude west of Azerbaijan', () => ({ ...newCity(), longitude: 44.69 }), 400, 'longitude'],
    ['a longitude east of Azerbaijan', () => ({ ...newCity(), longitude: 50.91 }), 400, 'longitude'],
    ['a negative display order', () => ({ ...newCity(), displayOrder: -1 }), 400, 'displayOrder'],
    ['an unknown field', () => ({ ...newCity(), population: 5 }), 400, 'population'],
  ])('refuses %s and changes nothing', async (_name, payload, status, field) => {
    const before = await ctx.db.$count(cities);
    const res = await call('superAdmin', 'POST', '/cities', payload());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().errors).toHaveProperty(field);
    expect(await ctx.db.$count(cities)).toBe(before);
  });

  it('refuses to rename a city onto another’s name', async () => {
    const city = await insertCity();
    const res = await call('superAdmin', 'PUT', `/cities/${city.id}`, { ...newCity(), name: 'bakı' });
    expect(res.statusCode).toBe(409);
    // Named as the taken city writes it, in the request language (az by default).
    expect(res.json()).toMatchObject({
      code: 'duplicate',
      message: 'Bakı adlı şəhər artıq mövcuddur',
      errors: { name: ['Bakı adlı şəhər artıq mövcuddur'] },
    });
  });

  it.each([
    [
      'an announcement',
      async (cityId: number) => {
        await ctx.db
          .insert(announcements)
          .values({ cityId, price: '1.00', addType: 'rent', propertyType: 1 });
      },
    ],
    [
      'a user',
      async (cityId: number) => {
        await ctx.db.update(users).set({ cityId }).where(eq(users.id, world.userA.id));
      },
    ],
    [
      'a district',
      async (cityId: number) => {
        await ctx.db
          .insert(districts)
          .values({ cityId, name: 'Zz', kind: 'district', latitude: 40, longitude: 47 });
      },
    ],
  ])('keeps a city used by %s: 409 in_use, nothing deleted', async (_name, use) => {
    const city = await insertCity();
    await use(city.id);
    const res = await call('superAdmin', 'DELETE', `/cities/${city.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('in_use');
    expect(await ctx.db.$count(cities, eq(cities.id, city.id))).toBe(1);
  });

  it.each([
    ['PUT', '/cities/999999', 404],
    ['DELETE', '/cities/999999', 404],
    ['DELETE', '/cities/abc', 400],
  ] as const)('answers %s %s with %i', async (method, url, status) => {
    const res = await call('superAdmin', method, url, method === 'PUT' ? newCity() : undefined);
    expect(res.statusCode).toBe(status);
  });
});
