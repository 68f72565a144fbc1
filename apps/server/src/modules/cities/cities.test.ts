import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestContext, createWorld, type TestContext } from '../../../test/helpers';
import { cities } from '../../db/schema';

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
