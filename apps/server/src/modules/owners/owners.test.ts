import { PROBABLE_AGENT_THRESHOLD, type Owner } from '@emlak/contracts';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import { createTestContext, createWorld, type TestContext } from '../../../test/helpers';
import { announcements, auditLog, cities, contacts } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { ownersRepository } from './owners.repository';

type World = Awaited<ReturnType<typeof createWorld>>;

// Numbers no seed uses (+994 10 ... is a range the generator never draws from 2,000,000 up).
const AGENT = '+994100000001';
const PRIVATE_OWNER = '+994100000002';
const B_ONLY = '+994100000003';
const ONE_TIMER = '+994100000004';

describe('owners', () => {
  let ctx: TestContext;
  let world: World;
  let as: Record<Caller, Record<string, string>>;
  let cityIds: number[];

  const call = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: as[caller], payload: payload as object });
  const ownersOf = async (caller: Caller, filters: unknown[] = []) => {
    const res = await call(caller, 'POST', '/owners/table', {
      pageSize: 100,
      filters: [{ field: 'phone', operator: 'StartsWith', value: '+994 10 000 000' }, ...filters],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as Owner[];
  };

  const listing = (phone1: string, organizationId: number | null, index: number, owner: string) => ({
    organizationId,
    title: `Listing ${phone1} ${index}`,
    price: '100000.00',
    cityId: cityIds[index % 2]!,
    owner,
    phone1,
    addType: 'sell' as const,
    propertyType: 1,
    rooms: 2,
    area: '75.50',
    createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    as = await callerHeaders(ctx, world);
    cityIds = (await ctx.db.select({ id: cities.id }).from(cities).orderBy(cities.displayOrder).limit(2)).map(
      (row) => row.id,
    );
    await ctx.db.insert(announcements).values([
      // A public agent: one more listing than the threshold, under two names.
      ...Array.from({ length: PROBABLE_AGENT_THRESHOLD + 1 }, (_, i) =>
        listing(AGENT, null, i, i === 0 ? 'Rəşad' : 'Rəşad Əliyev'),
      ),
      // Organization A's own listings of one owner, and one public listing of theirs.
      ...Array.from({ length: 3 }, (_, i) => listing(PRIVATE_OWNER, world.orgA.id, i, 'Nigar')),
      listing(PRIVATE_OWNER, null, 9, 'Nigar'),
      // Organization B's private listings: nobody else may learn about this owner.
      ...Array.from({ length: PROBABLE_AGENT_THRESHOLD }, (_, i) =>
        listing(B_ONLY, world.orgB.id, i, 'Gizli'),
      ),
      listing(ONE_TIMER, null, 20, 'Aysel'),
    ]);
    await ctx.db.insert(contacts).values({
      organizationId: world.orgA.id,
      ownerName: 'Known',
      phone1: '+994550000000',
      phone2: ONE_TIMER,
    });
  });
  afterAll(() => ctx.close());

  describe('access matrix', () => {
    const rows: MatrixRow[] = [
      [
        'POST /owners/table',
        () => ({ method: 'POST', url: '/owners/table', payload: {} }),
        [401, 200, 200, 200, 200],
      ],
      [
        'GET /owners/:phone/announcements',
        () => ({ method: 'GET', url: `/owners/${encodeURIComponent(AGENT)}/announcements` }),
        [401, 200, 200, 200, 200],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, url, payload } = await request();
      const res = await call(caller, method as 'GET', url, payload);
      expect(res.statusCode, res.body).toBe(status);
    });

    // Saving creates a contact, so each caller saves into a fresh state: the contact is removed after.
    it.each([
      ['anonymous', 401],
      ['user', 201],
      ['otherAdmin', 201],
      ['sameAdmin', 201],
      ['superAdmin', 201],
    ] as const)('POST /owners/save-to-contacts as %s -> %i', async (caller, status) => {
      const res = await call(caller, 'POST', '/owners/save-to-contacts', { phone: AGENT });
      expect(res.statusCode, res.body).toBe(status);
      if (res.statusCode === 201) await ctx.db.delete(contacts).where(eq(contacts.id, res.json().id));
    });
  });

  it('aggregates owners by phone with counts, the usual name, cities and the probable-agent flag', async () => {
    const owners = await ownersOf('user');
    expect(owners.map((owner) => [owner.phone, owner.announcementCount])).toEqual([
      [AGENT, PROBABLE_AGENT_THRESHOLD + 1],
      [PRIVATE_OWNER, 4],
      [ONE_TIMER, 1],
    ]);
    const [agent, privateOwner, oneTimer] = owners;
    expect(agent).toMatchObject({
      ownerName: 'Rəşad Əliyev',
      isProbableAgent: true,
      alreadyInContacts: false,
      lastAnnouncementAt: new Date(Date.UTC(2026, 0, 1 + PROBABLE_AGENT_THRESHOLD)).toISOString(),
    });
    expect(agent!.cities).toHaveLength(2);
    expect(privateOwner).toMatchObject({ ownerName: 'Nigar', isProbableAgent: false });
    expect(oneTimer).toMatchObject({ alreadyInContacts: true, cities: expect.any(Array) });
  });

  it('shows the same usual name and cities from the summary row as when they are read apart', async () => {
    // A public owner in four cities, one listing each: the three shown are a tie the reader's
    // language breaks (by the city's name), so the summary row keeps all four.
    const TIED = '+994100000005';
    const four = await ctx.db.select({ id: cities.id }).from(cities).orderBy(cities.id).limit(4);
    await ctx.db
      .insert(announcements)
      .values(four.map((city, i) => ({ ...listing(TIED, null, 30 + i, 'Tofiq'), cityId: city.id })));
    try {
      for (const language of ['az', 'en', 'ru'] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/owners/table',
          headers: { ...as.user, 'accept-language': language },
          payload: {
            pageSize: 100,
            filters: [{ field: 'phone', operator: 'StartsWith', value: '+994 10 000 000' }],
          },
        });
        const owners = res.json().items as Owner[];
        expect(owners.map((owner) => owner.phone)).toContain(TIED);
        // The reference: the names summary read per phone, as for an organization's own phones.
        const actor = { scope: 'organization', organizationId: world.orgA.id, language } as unknown as Actor;
        const apart = await ownersRepository.details(
          ctx.db,
          owners.map((owner) => owner.phone),
          actor,
        );
        for (const owner of owners) {
          expect(
            { ownerName: owner.ownerName, cities: owner.cities },
            `${owner.phone} in ${language}`,
          ).toEqual(apart.get(owner.phone));
        }
        expect(owners.find((owner) => owner.phone === TIED)!.cities).toHaveLength(3);
      }
    } finally {
      await ctx.db.delete(announcements).where(eq(announcements.phone1, TIED));
    }
  });

  it('keeps another organization’s private listings out of its owners', async () => {
    expect((await ownersOf('user')).map((owner) => owner.phone)).not.toContain(B_ONLY);
    const forB = await ownersOf('otherAdmin');
    expect(forB.map((owner) => [owner.phone, owner.announcementCount])).toEqual([
      [AGENT, PROBABLE_AGENT_THRESHOLD + 1],
      [B_ONLY, PROBABLE_AGENT_THRESHOLD],
      // Equal counts: the phone breaks the tie, in the direction of the last sort.
      [ONE_TIMER, 1],
      [PRIVATE_OWNER, 1],
    ]);
    const all = await ownersOf('superAdmin');
    expect(all.find((owner) => owner.phone === PRIVATE_OWNER)?.announcementCount).toBe(4);
    expect(all.find((owner) => owner.phone === B_ONLY)?.announcementCount).toBe(PROBABLE_AGENT_THRESHOLD);
  });

  it.each([
    [[{ field: 'isProbableAgent', operator: 'Equal', value: true }], [AGENT]],
    [[{ field: 'announcementCount', operator: 'GreaterThanOrEqual', value: 2 }], [AGENT, PRIVATE_OWNER]],
    [[{ field: 'announcementCount', operator: 'LessThan', value: 1.5 }], [ONE_TIMER]],
    [[{ field: 'ownerName', operator: 'Contains', value: 'əliyev' }], [AGENT]],
    [[{ field: 'ownerName', operator: 'Equal', value: 'Rəşad' }], [AGENT]],
    [[{ field: 'phone', operator: 'Equal', value: '010 000 00 02' }], [PRIVATE_OWNER]],
    [[{ field: 'lastAnnouncementAt', operator: 'GreaterThan', value: '2026-01-15' }], [ONE_TIMER]],
  ])('filters by %j', async (filters, expected) => {
    expect((await ownersOf('user', filters)).map((owner) => owner.phone)).toEqual(expected);
  });

  // The quick search: the owner's name as any visible listing writes it (folded), or the phone.
  it.each<[Caller, string, string[]]>([
    ['user', 'resad', [AGENT]],
    ['user', 'RESHAD ELIYEV', [AGENT]],
    ['user', 'nigar', [PRIVATE_OWNER]],
    ['user', 'aysel', [ONE_TIMER]],
    ['user', '010 000 00 04', [ONE_TIMER]],
    ['user', '000 0002', [PRIVATE_OWNER]],
    // Organization B's private listings do not reveal their owner's name to anyone else.
    ['user', 'gizli', []],
    ['otherAdmin', 'gizli', [B_ONLY]],
    ['superAdmin', 'Gizli', [B_ONLY]],
  ])('as %s, the quick search %j finds %j', async (caller, value, expected) => {
    const found = await ownersOf(caller, [{ field: 'text', operator: 'Contains', value }]);
    expect(found.map((owner) => owner.phone)).toEqual(expected);
  });

  it('counts every listing of an owner the quick search finds by one listing’s name', async () => {
    const [agent] = await ownersOf('user', [{ field: 'text', operator: 'Contains', value: 'Rəşad' }]);
    expect(agent?.announcementCount).toBe(PROBABLE_AGENT_THRESHOLD + 1);
  });

  // A lone name condition is counted from the names summary (owners.repository.ts, `onlyNamed`):
  // each visible phone once, however many of its names and cities match.
  it.each([
    ['user', 'text', 'Rəşad', 1],
    ['user', 'text', 'gizli', 0],
    ['otherAdmin', 'text', 'gizli', 1],
    ['superAdmin', 'ownerName', 'Gizli', 1],
    ['user', 'ownerName', 'nigar', 1],
    ['otherAdmin', 'ownerName', 'nigar', 1],
  ] as const)('as %s, a lone %s filter %j counts %i owner(s)', async (caller, field, value, total) => {
    const res = await call(caller, 'POST', '/owners/table', {
      filters: [{ field, operator: 'Contains', value }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total, totalCapped: false });
    expect(res.json().items).toHaveLength(total);
  });

  it.each([
    [{ field: 'text', operator: 'StartsWith', value: 'a' }, 'filters.1.operator'],
    [{ field: 'text', operator: 'Contains', value: 5 }, 'filters.1.value'],
  ])('refuses the quick search %j', async (filter, path) => {
    const res = await call('user', 'POST', '/owners/table', {
      filters: [{ field: 'phone', operator: 'StartsWith', value: '+994' }, filter],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([path]);
  });

  it('sorts and pages with an exact total', async () => {
    const res = await call('user', 'POST', '/owners/table', {
      pageSize: 2,
      page: 1,
      filters: [{ field: 'phone', operator: 'StartsWith', value: '+99410000000' }],
      sortOptions: [{ field: 'phone', direction: 'asc' }],
    });
    expect(res.json()).toMatchObject({ total: 3, totalCapped: false, page: 1, pageSize: 2 });
    expect(res.json().items.map((owner: Owner) => owner.phone)).toEqual([ONE_TIMER]);
  });

  it.each([
    [{ filters: [{ field: 'ownerName', operator: 'GreaterThan', value: 'a' }] }, 'filters.0.operator'],
    [
      {
        filters: [
          { field: 'phone', operator: 'Equal', value: 'x' },
          { field: 'ownerName', operator: 'Equal', value: 1 },
        ],
      },
      'filters.1.value',
    ],
    [{ filters: [{ field: 'cities', operator: 'Equal', value: 'x' }] }, 'filters.0.field'],
    [{ sortOptions: [{ field: 'ownerName', direction: 'asc' }] }, 'sortOptions.0.field'],
  ])('refuses %j', async (payload, path) => {
    const res = await call('user', 'POST', '/owners/table', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty([path]);
  });

  it('refuses an unknown query parameter on an owner’s announcements (strict schema)', async () => {
    const res = await call(
      'user',
      'GET',
      `/owners/${encodeURIComponent('010 000 00 01')}/announcements?pageSize=2&userId=1`,
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['userId']);
  });

  it('lists one owner’s announcements newest first, in any written form of the phone', async () => {
    const res = await call(
      'user',
      'GET',
      `/owners/${encodeURIComponent('010 000 00 01')}/announcements?pageSize=2`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: PROBABLE_AGENT_THRESHOLD + 1, page: 0, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      title: `Listing ${AGENT} ${PROBABLE_AGENT_THRESHOLD}`,
      price: '100000.00',
      addType: 'sell',
      propertyType: 1,
      rooms: 2,
      area: '75.50',
      isSold: false,
      baseUrl: null,
      cityName: expect.any(String),
    });
    expect(page.items[0].createdAt > page.items[1].createdAt).toBe(true);
  });

  it('hides another organization’s private announcements of an owner', async () => {
    const res = await call('user', 'GET', `/owners/${encodeURIComponent(B_ONLY)}/announcements`);
    expect(res.json()).toMatchObject({ items: [], total: 0 });
    const forA = await call('user', 'GET', `/owners/${encodeURIComponent(PRIVATE_OWNER)}/announcements`);
    expect(forA.json().total).toBe(4);
    const forB = await call(
      'otherAdmin',
      'GET',
      `/owners/${encodeURIComponent(PRIVATE_OWNER)}/announcements`,
    );
    expect(forB.json().total).toBe(1);
  });

  it('refuses an invalid phone in the path', async () => {
    const res = await call('user', 'GET', '/owners/12345/announcements');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('phone');
  });

  it('saves an owner into the organization’s contacts once, audited, and the list says so', async () => {
    const res = await call('user', 'POST', '/owners/save-to-contacts', { phone: '010 000 00 02' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      ownerName: 'Nigar',
      phone1: PRIVATE_OWNER,
      organizationId: world.orgA.id,
    });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contact.created'), eq(auditLog.entityId, String(res.json().id))));
    expect(audit).toHaveLength(1);
    expect((await ownersOf('user')).find((owner) => owner.phone === PRIVATE_OWNER)?.alreadyInContacts).toBe(
      true,
    );
    const again = await call('sameAdmin', 'POST', '/owners/save-to-contacts', {
      phone: PRIVATE_OWNER,
      ownerName: 'X',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'duplicate', errors: { phone: expect.any(Array) } });
  });

  it.each([
    ['an owner the caller cannot see', { phone: B_ONLY }, 404],
    ['a phone nobody has', { phone: '+994100000099' }, 404],
    ['an invalid phone', { phone: '123' }, 400],
    ['an unknown field', { phone: AGENT, note: 'x' }, 400],
  ])('refuses to save %s', async (_name, payload, status) => {
    const before = await ctx.db.$count(contacts);
    const res = await call('user', 'POST', '/owners/save-to-contacts', payload);
    expect(res.statusCode).toBe(status);
    expect(await ctx.db.$count(contacts)).toBe(before);
  });
  it('answers an exact count from memory until a listing changes the summaries, here or in another process', async () => {
    const body = { pageSize: 5, filters: [{ field: 'text', operator: 'Contains', value: 'Səbinə' }] };
    const totalNow = async () => {
      const res = await call('sameAdmin', 'POST', '/owners/table', body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().total as number;
    };
    const statements = vi.spyOn(ctx.database.pool, 'query');
    const countsRun = () =>
      statements.mock.calls.filter(([query]) => {
        const text = typeof query === 'string' ? query : (query as { text?: string }).text;
        return text?.startsWith('select count(*)::int as total') === true;
      }).length;
    /**
     * Asks until an answer of `total` is followed by the same answer from memory. The first answer
     * after a change may not be remembered: when the NOTIFY arrives while it counts, the memory
     * refuses it (it cannot tell whether it counted before the change). A loaded CI machine may
     * take more than vi.waitFor's default second to deliver a NOTIFY.
     */
    const answeredFromMemory = (total: number) =>
      vi.waitFor(
        async () => {
          expect(await totalNow()).toBe(total);
          const before = countsRun();
          expect(await totalNow()).toBe(total);
          expect(countsRun()).toBe(before);
        },
        { timeout: 5_000, interval: 50 },
      );
    const other = new pg.Client({ connectionString: ctx.config.databaseUrl });
    await other.connect();
    try {
      await ctx.db.insert(announcements).values(listing('+994100000011', null, 1, 'Səbinə'));
      // Moments after the app starts its listener is proved to hear; from then on a repeated
      // count is answered from memory.
      await answeredFromMemory(1);

      // This process's own write: the next answer counts again, at once.
      await ctx.db.insert(announcements).values(listing('+994100000012', null, 2, 'Səbinə'));
      const before = countsRun();
      expect(await totalNow()).toBe(2);
      expect(countsRun()).toBe(before + 1);

      // Another process's write (another connection): heard by NOTIFY within moments.
      await other.query(
        `insert into announcements (title, price, city_id, owner, phone1, add_type, property_type, rooms, area)
         values ('Another process', 100000, $1, 'Səbinə', '+994100000013', 'sell', 1, 2, 75.5)`,
        [cityIds[0]],
      );
      await answeredFromMemory(3);

      // A sale changes nothing an owner count holds: the memory stays.
      await other.query(`update announcements set is_sold = true where phone1 = '+994100000013'`);
      expect(await totalNow()).toBe(3);
    } finally {
      statements.mockRestore();
      await other.query(
        `delete from announcements where phone1 in ('+994100000011', '+994100000012', '+994100000013')`,
      );
      await other.end();
    }
  });
});
