import { SAVED_SEARCHES_PER_USER, type SavedSearchQuery } from '@emlak/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import {
  API,
  authHeaders,
  createTestContext,
  createUser,
  createWorld,
  type TestContext,
} from '../../../test/helpers';
import { savedSearches } from '../../db/schema';
import { insertListing, loadPlaces, type Places } from './announcements.test-support';

type World = Awaited<ReturnType<typeof createWorld>>;

describe('saved searches (/ad/saved-searches)', () => {
  let ctx: TestContext;
  let world: World;
  let places: Places;
  let as: Record<Caller, Record<string, string>>;
  let seq = 0;

  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => ctx.app.inject({ method, url: `${API}${url}`, headers, payload: payload as object });

  const threeRooms: SavedSearchQuery = {
    filters: [
      { field: 'rooms', operator: 'Equal', value: 3 },
      { field: 'text', operator: 'Contains', value: 'nerimanov' },
    ],
    sortOptions: [{ field: 'price', direction: 'asc' }],
    hideDuplicates: false,
  };

  /** A saved search of organization A's agent, made through the API. */
  const saveAsAgent = async (name = `Search ${++seq}`, query: SavedSearchQuery = threeRooms) => {
    const res = await call(as.user, 'POST', '/ad/saved-searches', { name, query });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string };
  };

  /** Moves a saved search's "last opened" into the past, as if the user had opened it then. */
  const openedAt = (id: number, at: string) =>
    ctx.db
      .update(savedSearches)
      .set({ lastOpenedAt: new Date(at) })
      .where(eq(savedSearches.id, id));

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    places = await loadPlaces(ctx);
    as = await callerHeaders(ctx, world);
  });
  afterAll(() => ctx.close());

  describe('access matrix (a saved search of organization A’s agent)', () => {
    const rows: MatrixRow[] = [
      [
        'GET /ad/saved-searches',
        () => ({ method: 'GET', url: '/ad/saved-searches' }),
        [401, 200, 200, 200, 200],
      ],
      [
        'POST /ad/saved-searches',
        () => ({
          method: 'POST',
          url: '/ad/saved-searches',
          payload: { name: `Mine ${++seq}`, query: threeRooms },
        }),
        [401, 201, 201, 201, 201],
      ],
      // Strictly the owner's: even the organization's Admin and a SuperAdmin get a 404.
      [
        'POST /ad/saved-searches/:id/open',
        async () => ({ method: 'POST', url: `/ad/saved-searches/${(await saveAsAgent()).id}/open` }),
        [401, 200, 404, 404, 404],
      ],
      [
        'DELETE /ad/saved-searches/:id',
        async () => ({ method: 'DELETE', url: `/ad/saved-searches/${(await saveAsAgent()).id}` }),
        [401, 204, 404, 404, 404],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, url, payload } = await request();
      const res = await call(as[caller], method as 'GET', url, payload);
      expect(res.statusCode, res.body).toBe(status);
    });
  });

  it('lists only the caller’s own searches, newest first', async () => {
    const user = await createUser(ctx.db, { organizationId: world.orgA.id });
    const headers = await authHeaders(ctx, user);
    for (const name of ['First', 'Second']) {
      expect(
        (await call(headers, 'POST', '/ad/saved-searches', { name, query: threeRooms })).statusCode,
      ).toBe(201);
    }
    const res = await call(headers, 'GET', '/ad/saved-searches');
    expect(res.json().map((search: { name: string }) => search.name)).toEqual(['Second', 'First']);
    expect(res.json()[0]).toMatchObject({ query: threeRooms, newCount: 0, newCountCapped: false });
  });

  it('counts only the matching listings created since the search was last opened', async () => {
    const user = await createUser(ctx.db, { organizationId: world.orgA.id });
    const headers = await authHeaders(ctx, user);
    const created = await call(headers, 'POST', '/ad/saved-searches', {
      name: 'Nərimanov 3',
      query: threeRooms,
    });
    const { id } = created.json();
    await openedAt(id, '2024-03-01T00:00:00Z');
    const matching = { cityId: places.baku, districtId: places.narimanov, rooms: 3 };
    await insertListing(ctx, { ...matching, createdAt: new Date('2024-02-01T00:00:00Z') }); // before
    await insertListing(ctx, { ...matching, createdAt: new Date('2024-03-02T00:00:00Z') }); // new
    await insertListing(ctx, { ...matching, createdAt: new Date('2024-03-03T00:00:00Z') }); // new
    await insertListing(ctx, { ...matching, rooms: 2, createdAt: new Date('2024-03-04T00:00:00Z') }); // no match
    await insertListing(ctx, { ...matching, isSold: true, createdAt: new Date('2024-03-05T00:00:00Z') }); // sold
    // Organization B's listing is not the agent's to see, so it is not new to them either.
    await insertListing(ctx, {
      ...matching,
      organizationId: world.orgB.id,
      createdAt: new Date('2024-03-06T00:00:00Z'),
    });
    const count = async () =>
      (await call(headers, 'GET', '/ad/saved-searches'))
        .json()
        .find((search: { id: number }) => search.id === id);
    expect(await count()).toMatchObject({ newCount: 2, newCountCapped: false });
    // What /ad/table shows for the same query since that moment agrees.
    const table = await call(headers, 'POST', '/ad/table', {
      ...threeRooms,
      filters: [
        ...threeRooms.filters,
        { field: 'createdAt', operator: 'GreaterThan', value: '2024-03-01T00:00:00Z' },
      ],
    });
    expect(table.json().total).toBe(2);

    const opened = await call(headers, 'POST', `/ad/saved-searches/${id}/open`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id, newCount: 0, newCountCapped: false });
    expect(Date.parse(opened.json().lastOpenedAt)).toBeGreaterThan(Date.parse('2024-03-06T00:00:00Z'));
    expect(await count()).toMatchObject({ newCount: 0 });
  });

  it('counts with the reach of the market list: a SuperAdmin’s search sees every organization', async () => {
    const query: SavedSearchQuery = {
      filters: [{ field: 'text', operator: 'Contains', value: 'super admin tapar' }],
      sortOptions: [],
      hideDuplicates: false,
    };
    const created = await call(as.superAdmin, 'POST', '/ad/saved-searches', { name: 'Every agency', query });
    await openedAt(created.json().id, '2024-01-01T00:00:00Z');
    await insertListing(ctx, {
      cityId: places.baku,
      title: 'Super admin tapar',
      organizationId: world.orgB.id,
    });
    const list = await call(as.superAdmin, 'GET', '/ad/saved-searches');
    expect(list.json().find((search: { id: number }) => search.id === created.json().id).newCount).toBe(1);
  });

  it('keeps names unique per user, whatever the case', async () => {
    await saveAsAgent('Yasamal kirayə');
    const again = await call({ ...as.user, 'accept-language': 'en' }, 'POST', '/ad/saved-searches', {
      name: 'YASAMAL KİRAYƏ',
      query: threeRooms,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'duplicate',
      errors: { name: ['You already have a saved search named Yasamal kirayə'] },
    });
    // Another user's names are theirs.
    const other = await call(as.sameAdmin, 'POST', '/ad/saved-searches', {
      name: 'Yasamal kirayə',
      query: threeRooms,
    });
    expect(other.statusCode).toBe(201);
  });

  it('refuses a query the market list would refuse, naming the filter inside the query', async () => {
    const before = await ctx.db.$count(savedSearches);
    const res = await call({ ...as.user, 'accept-language': 'en' }, 'POST', '/ad/saved-searches', {
      name: 'Broken',
      query: {
        filters: [
          { field: 'phone', operator: 'Equal', value: '050 111 11 11' },
          { field: 'secret', operator: 'Equal', value: 1 },
        ],
        sortOptions: [{ field: 'cityId', direction: 'asc' }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'query.filters.1.field': ['The field "secret" cannot be filtered'],
      'query.sortOptions.0.field': ['The field "cityId" cannot be sorted'],
    });
    expect(await ctx.db.$count(savedSearches)).toBe(before);
  });

  it.each([
    ['az', `Ən çoxu ${SAVED_SEARCHES_PER_USER} axtarış yadda saxlaya bilərsiniz`],
    ['en', `You can keep at most ${SAVED_SEARCHES_PER_USER} saved searches`],
  ])('keeps at most the limit per user, and says so in %s', async (language, message) => {
    const user = await createUser(ctx.db, { organizationId: world.orgB.id });
    const headers = { ...(await authHeaders(ctx, user)), 'accept-language': language };
    await ctx.db.insert(savedSearches).values(
      Array.from({ length: SAVED_SEARCHES_PER_USER }, (_, index) => ({
        userId: user.id,
        name: `Search ${index}`,
        query: threeRooms,
      })),
    );
    const res = await call(headers, 'POST', '/ad/saved-searches', {
      name: 'One too many',
      query: threeRooms,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message });
    expect(await ctx.db.$count(savedSearches, eq(savedSearches.userId, user.id))).toBe(
      SAVED_SEARCHES_PER_USER,
    );
    // All of them are still listed, each counted in one query.
    expect((await call(headers, 'GET', '/ad/saved-searches')).json()).toHaveLength(SAVED_SEARCHES_PER_USER);
  });

  it('lets only one of two concurrent saves under the limit through', async () => {
    const user = await createUser(ctx.db, { organizationId: world.orgB.id });
    const headers = await authHeaders(ctx, user);
    await ctx.db.insert(savedSearches).values(
      Array.from({ length: SAVED_SEARCHES_PER_USER - 1 }, (_, index) => ({
        userId: user.id,
        name: `Search ${index}`,
        query: threeRooms,
      })),
    );
    const answers = await Promise.all(
      ['Last A', 'Last B'].map((name) =>
        call(headers, 'POST', '/ad/saved-searches', { name, query: threeRooms }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('shows a stored query the list no longer understands as counting nothing, not as an error', async () => {
    const user = await createUser(ctx.db, { organizationId: world.orgA.id });
    const headers = await authHeaders(ctx, user);
    await ctx.db.insert(savedSearches).values({
      userId: user.id,
      name: 'Old field',
      query: sql`'{"filters":[{"field":"gone","operator":"Equal","value":1}],"sortOptions":[],"hideDuplicates":false}'::jsonb`,
    });
    const res = await call(headers, 'GET', '/ad/saved-searches');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject([{ name: 'Old field', newCount: 0, newCountCapped: false }]);
  });

  it('deletes the caller’s own search only', async () => {
    const { id } = await saveAsAgent();
    expect((await call(as.sameAdmin, 'DELETE', `/ad/saved-searches/${id}`)).statusCode).toBe(404);
    expect(await ctx.db.$count(savedSearches, eq(savedSearches.id, id))).toBe(1);
    expect((await call(as.user, 'DELETE', `/ad/saved-searches/${id}`)).statusCode).toBe(204);
    expect(await ctx.db.$count(savedSearches, eq(savedSearches.id, id))).toBe(0);
    expect((await call(as.user, 'DELETE', `/ad/saved-searches/${id}`)).statusCode).toBe(404);
  });
});
