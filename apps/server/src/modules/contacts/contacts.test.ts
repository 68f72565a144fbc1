import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import { authHeaders, createTestContext, createWorld, type TestContext } from '../../../test/helpers';
import { auditLog, contacts } from '../../db/schema';

type World = Awaited<ReturnType<typeof createWorld>>;
type ContactBody = { id: number; version: number; phone1: string; organizationId: number };

describe('contacts', () => {
  let ctx: TestContext;
  let world: World;
  let as: Record<Caller, Record<string, string>>;
  let userB: Record<string, string>;
  let seq = 0;
  /** A fresh, valid and distinct mobile number for each call. */
  const nextPhone = () => `050 ${String(2_000_000 + ++seq * 7).padStart(7, '0')}`;

  const insertContact = async (
    organizationId: number,
    values: Partial<typeof contacts.$inferInsert> = {},
  ) => {
    const [row] = await ctx.db
      .insert(contacts)
      .values({ organizationId, ownerName: `Owner ${++seq}`, phone1: `+99455${1_000_000 + seq}`, ...values })
      .returning();
    return row!;
  };

  const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: as[caller], payload: payload as object });

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createWorld(ctx);
    as = await callerHeaders(ctx, world);
    userB = await authHeaders(ctx, world.userB);
  });
  afterAll(() => ctx.close());

  describe('access matrix (records of organization A)', () => {
    const rows: MatrixRow[] = [
      ['GET /contacts', () => ({ method: 'GET', url: '/contacts' }), [401, 200, 200, 200, 200]],
      [
        'POST /contacts/table',
        () => ({ method: 'POST', url: '/contacts/table', payload: {} }),
        [401, 200, 200, 200, 200],
      ],
      [
        'GET /contacts/:id',
        async () => ({ method: 'GET', url: `/contacts/${(await insertContact(world.orgA.id)).id}` }),
        [401, 200, 404, 200, 200],
      ],
      [
        'POST /contacts',
        () => ({ method: 'POST', url: '/contacts', payload: { ownerName: 'New', phone1: nextPhone() } }),
        [401, 201, 201, 201, 201],
      ],
      [
        'PUT /contacts/:id',
        async () => ({
          method: 'PUT',
          url: `/contacts/${(await insertContact(world.orgA.id)).id}`,
          payload: { ownerName: 'Renamed', phone1: nextPhone(), version: 1 },
        }),
        [401, 200, 404, 200, 200],
      ],
      [
        'DELETE /contacts/:id',
        async () => ({ method: 'DELETE', url: `/contacts/${(await insertContact(world.orgA.id)).id}` }),
        [401, 204, 404, 204, 204],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, url, payload } = await request();
      const res = await call(caller, method, url, payload);
      expect(res.statusCode, res.body).toBe(status);
    });
  });

  it('creates a contact with phones in E.164, files it in the caller’s organization and audits it', async () => {
    const res = await call('user', 'POST', '/contacts', {
      ownerName: '  Əli Məmmədov ',
      phone1: '(050) 111 22 33',
      phone2: '994551112233',
      phone3: '',
      email: 'ali@mail.az',
      deviceId: 'from-the-web-client',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      organizationId: world.orgA.id,
      ownerName: 'Əli Məmmədov',
      phone1: '+994501112233',
      phone2: '+994551112233',
      phone3: null,
      email: 'ali@mail.az',
      version: 1,
    });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact'), eq(auditLog.entityId, String(body.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'contact.created',
      organizationId: world.orgA.id,
      actorUserId: world.userA.id,
    });
  });

  it('lets a SuperAdmin file a contact for an organization, and nobody else', async () => {
    const phone1 = nextPhone();
    const bySuperAdmin = await call('superAdmin', 'POST', '/contacts', {
      ownerName: 'Filed',
      phone1,
      organizationId: world.orgB.id,
    });
    expect(bySuperAdmin.statusCode).toBe(201);
    expect(bySuperAdmin.json().organizationId).toBe(world.orgB.id);
    const byAdmin = await call('sameAdmin', 'POST', '/contacts', {
      ownerName: 'Filed',
      phone1: nextPhone(),
      organizationId: world.orgB.id,
    });
    expect(byAdmin.statusCode).toBe(403);
    const unknown = await call('superAdmin', 'POST', '/contacts', {
      ownerName: 'Filed',
      phone1: nextPhone(),
      organizationId: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('organizationId');
  });

  it.each([
    ['no owner name', { phone1: '050 123 45 67' }, 'ownerName'],
    ['a blank owner name', { ownerName: '   ', phone1: '050 123 45 67' }, 'ownerName'],
    ['an owner name too long', { ownerName: 'x'.repeat(151), phone1: '050 123 45 67' }, 'ownerName'],
    ['no phone', { ownerName: 'A' }, 'phone1'],
    ['an invalid phone', { ownerName: 'A', phone1: '12345' }, 'phone1'],
    ['an invalid second phone', { ownerName: 'A', phone1: '050 123 45 67', phone2: '050 12' }, 'phone2'],
    ['one phone twice', { ownerName: 'A', phone1: '050 123 45 67', phone3: '+994501234567' }, 'phone3'],
    ['an invalid e-mail', { ownerName: 'A', phone1: '050 123 45 67', email: 'not-an-email' }, 'email'],
    ['an unknown field', { ownerName: 'A', phone1: '050 123 45 67', isVip: true }, 'isVip'],
  ])('refuses %s with a field error and changes nothing', async (_name, payload, field) => {
    const before = await ctx.db.$count(contacts);
    const res = await call('sameAdmin', 'POST', '/contacts', payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.json().errors).toHaveProperty(field);
    expect(await ctx.db.$count(contacts)).toBe(before);
  });

  it('says the phone is invalid in the caller’s language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contacts',
      headers: { ...as.user, 'accept-language': 'en' },
      payload: { ownerName: 'A', phone1: '12345' },
    });
    expect(res.json().errors.phone1).toEqual(['Please enter a valid phone number']);
  });

  it('keeps one phone to one contact of an organization, in whatever form it is written', async () => {
    await call('user', 'POST', '/contacts', { ownerName: 'Rəşad Quliyev', phone1: '070 999 88 77' });
    const again = await call('sameAdmin', 'POST', '/contacts', {
      ownerName: 'Second',
      phone1: '+994 70 999 88 77',
    });
    expect(again.statusCode).toBe(409);
    // The message names the contact that has the phone (the caller's own book).
    expect(again.json()).toMatchObject({
      code: 'duplicate',
      message: 'Bu telefon artıq Rəşad Quliyev kontaktına aiddir',
      errors: { phone1: ['Bu telefon artıq Rəşad Quliyev kontaktına aiddir'] },
    });
    const asSecond = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contacts',
      headers: { ...as.sameAdmin, 'accept-language': 'en' },
      payload: { ownerName: 'Second', phone1: nextPhone(), phone2: '0709998877' },
    });
    expect(asSecond.statusCode).toBe(409);
    expect(asSecond.json()).toMatchObject({
      message: 'This phone already belongs to the contact Rəşad Quliyev',
      errors: { phone2: ['This phone already belongs to the contact Rəşad Quliyev'] },
    });
    // Another organization's book is its own.
    const elsewhere = await call('otherAdmin', 'POST', '/contacts', {
      ownerName: 'Theirs',
      phone1: '0709998877',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('updates at the version read, answers the new version and audits the change', async () => {
    const contact = await insertContact(world.orgA.id);
    const res = await call('user', 'PUT', `/contacts/${contact.id}`, {
      ownerName: 'Changed',
      phone1: '050 777 66 55',
      email: '',
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ownerName: 'Changed',
      phone1: '+994507776655',
      email: null,
      version: 2,
    });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contact.updated'), eq(auditLog.entityId, String(contact.id))));
    expect(audit?.changes).toMatchObject({
      ownerName: { before: contact.ownerName, after: 'Changed' },
      phone1: { before: contact.phone1, after: '+994507776655' },
    });
  });

  it('lets exactly one of two concurrent edits at the same version win', async () => {
    const contact = await insertContact(world.orgA.id);
    const [first, second] = await Promise.all([
      call('user', 'PUT', `/contacts/${contact.id}`, { ownerName: 'One', phone1: nextPhone(), version: 1 }),
      call('sameAdmin', 'PUT', `/contacts/${contact.id}`, {
        ownerName: 'Two',
        phone1: nextPhone(),
        version: 1,
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().code).toBe('stale_version');
    const [row] = await ctx.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row?.version).toBe(2);
  });

  it('keeps the version and writes no audit entry when an edit changes nothing', async () => {
    const contact = await insertContact(world.orgA.id, { email: 'same@test.az' });
    const res = await call('user', 'PUT', `/contacts/${contact.id}`, {
      ownerName: contact.ownerName,
      // The same number in another written form is the same value once normalized.
      phone1: contact.phone1.replace('+994', '0'),
      email: 'same@test.az',
      version: contact.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: contact.version, phone1: contact.phone1 });
    const [row] = await ctx.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row?.version).toBe(contact.version);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contact.updated'), eq(auditLog.entityId, String(contact.id))));
    expect(entries).toHaveLength(0);
  });

  it('answers a stale version with 409 and changes nothing', async () => {
    const contact = await insertContact(world.orgA.id, { version: 3 });
    const res = await call('user', 'PUT', `/contacts/${contact.id}`, {
      ownerName: 'Late',
      phone1: nextPhone(),
      version: 2,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('stale_version');
    const [row] = await ctx.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(row).toMatchObject({ ownerName: contact.ownerName, version: 3 });
  });

  it.each([
    ['GET', undefined],
    ['PUT', { ownerName: 'Taken over', phone1: '050 555 44 33', version: 1 }],
    ['DELETE', undefined],
  ] as const)(
    'keeps organization A’s contact from organization B on %s: 404, nothing changed',
    async (method, payload) => {
      const contact = await insertContact(world.orgA.id);
      for (const headers of [as.otherAdmin, userB]) {
        const res = await ctx.app.inject({ method, url: `/api/v1/contacts/${contact.id}`, headers, payload });
        expect(res.statusCode).toBe(404);
      }
      const [row] = await ctx.db.select().from(contacts).where(eq(contacts.id, contact.id));
      expect(row).toEqual(contact);
    },
  );

  it('lists only the caller’s organization’s contacts, SuperAdmin all of them', async () => {
    const mine = await insertContact(world.orgA.id, { ownerName: 'Listed A' });
    const theirs = await insertContact(world.orgB.id, { ownerName: 'Listed B' });
    const idsOf = async (caller: Caller) =>
      (
        (
          await call(caller, 'POST', '/contacts/table', {
            pageSize: 100,
            filters: [{ field: 'ownerName', operator: 'StartsWith', value: 'listed' }],
          })
        ).json().items as ContactBody[]
      ).map((c) => c.id);
    expect(await idsOf('user')).toEqual([mine.id]);
    expect(await idsOf('otherAdmin')).toEqual([theirs.id]);
    expect(await idsOf('superAdmin')).toEqual([mine.id, theirs.id]);
    const list = (await call('user', 'GET', '/contacts')).json() as ContactBody[];
    expect(list.every((contact) => contact.organizationId === world.orgA.id)).toBe(true);
  });

  describe('search by phone', () => {
    let target: number;
    beforeAll(async () => {
      target = (
        await insertContact(world.orgA.id, {
          ownerName: 'Phone search',
          phone1: '+994991110000',
          phone2: '+994512345678',
        })
      ).id;
      await insertContact(world.orgA.id, { ownerName: 'Phone search other', phone1: '+994991119999' });
    });

    it.each([
      ['Equal', '051 234 56 78'],
      ['Equal', '+994 51 234 56 78'],
      ['Equal', '994512345678'],
      ['Contains', '(051) 2345678'],
      ['Contains', '234 56'],
      ['StartsWith', '051 23'],
      ['StartsWith', '+99451'],
      ['EndsWith', '56 78'],
      ['Contains', '099 111 00 00'],
    ])('finds a contact by %s %j', async (operator, value) => {
      const res = await call('user', 'POST', '/contacts/table', {
        filters: [
          { field: 'phone', operator, value },
          { field: 'ownerName', operator: 'StartsWith', value: 'Phone search' },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items.map((c: ContactBody) => c.id)).toEqual([target]);
    });

    it.each([
      ['Equal', '051 234 56'],
      ['Contains', 'no digits'],
      ['DoesNotContain', '2345678'],
      ['NotEqual', '0512345678'],
    ])('does not find it by %s %j', async (operator, value) => {
      const res = await call('user', 'POST', '/contacts/table', {
        filters: [
          { field: 'phone', operator, value },
          { field: 'ownerName', operator: 'Equal', value: 'Phone search' },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items).toEqual([]);
    });

    it.each([
      [{ field: 'phone', operator: 'GreaterThan', value: '1' }, 'filters.0.operator'],
      [{ field: 'phone', operator: 'Equal', value: 5 }, 'filters.0.value'],
      [{ field: 'nope', operator: 'Equal', value: 'x' }, 'filters.0.field'],
    ])('refuses the filter %j', async (filter, path) => {
      const res = await call('user', 'POST', '/contacts/table', { filters: [filter] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty([path]);
    });

    it('names the position the client sent when a phone filter comes first', async () => {
      const res = await call('user', 'POST', '/contacts/table', {
        filters: [
          { field: 'phone', operator: 'Contains', value: '050' },
          { field: 'nope', operator: 'Equal', value: 'x' },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['filters.1.field']);
    });
  });

  it('deletes a contact and audits what it was', async () => {
    const contact = await insertContact(world.orgA.id);
    const res = await call('user', 'DELETE', `/contacts/${contact.id}`);
    expect(res.statusCode).toBe(204);
    expect(await ctx.db.$count(contacts, eq(contacts.id, contact.id))).toBe(0);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contact.deleted'), eq(auditLog.entityId, String(contact.id))));
    expect(audit).toMatchObject({ organizationId: world.orgA.id });
  });

  it.each([
    ['GET', '/contacts/999999'],
    ['DELETE', '/contacts/999999'],
    ['GET', '/contacts/abc'],
    ['GET', '/contacts/99999999999'],
  ] as const)('answers %s %s cleanly', async (method, url) => {
    const res = await call('superAdmin', method, url);
    expect([400, 404]).toContain(res.statusCode);
  });
});
