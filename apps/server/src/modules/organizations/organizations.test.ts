import { GRACE_PERIOD_DAYS, Role } from '@emlak/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeSessionCount,
  API,
  auditEntriesOf,
  authHeaders,
  createOrganization,
  createSignedInWorld,
  createTestContext,
  createUser,
  type SignedInWorld,
  type TestContext,
} from '../../../test/helpers';
import { budgets, organizations } from '../../db/schema';

describe('organizations', () => {
  let ctx: TestContext;
  let world: SignedInWorld;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => ctx.app.inject({ method, url: `${API}${url}`, headers, payload: payload as never });
  const stored = async (id: number) =>
    (await ctx.db.select().from(organizations).where(eq(organizations.id, id)))[0];

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createSignedInWorld(ctx);
  });
  afterAll(() => ctx.close());

  describe('reading', () => {
    it('lists every organization for a SuperAdmin, with user counts and grace days', async () => {
      const res = await call('GET', '/organizations', world.as.superAdmin);
      expect(res.statusCode).toBe(200);
      const list = res.json() as { id: number; userCount: number; daysLeft: number; version: number }[];
      const ids = list.map((organization) => organization.id);
      expect(ids).toEqual(expect.arrayContaining([world.operator.id, world.orgA.id, world.orgB.id]));
      expect(list.find((organization) => organization.id === world.orgA.id)).toMatchObject({
        userCount: 2,
        daysLeft: GRACE_PERIOD_DAYS,
        version: 1,
      });
      expect(list.find((organization) => organization.id === world.operator.id)?.userCount).toBe(1);
    });

    it.each([
      ['GET /organizations', 'GET', '/organizations', undefined],
      ['POST /organizations/table', 'POST', '/organizations/table', {}],
      ['GET /organizations/dropdown', 'GET', '/organizations/dropdown', undefined],
    ] as const)('%s shows an Admin the own organization only', async (_name, method, url, payload) => {
      const res = await call(method, url, world.as.adminA, payload);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { id?: number; value?: number }[] | { items: { id: number }[] };
      const ids = (Array.isArray(body) ? body : body.items).map((row) =>
        'value' in row ? row.value : (row as { id: number }).id,
      );
      expect(ids).toEqual([world.orgA.id]);
    });

    it('pages, filters and sorts the table', async () => {
      const names = ['Zz Table One', 'Zz Table Two', 'Zz Table Three'];
      for (const name of names) await createOrganization(ctx.db, { name, isLocked: name.endsWith('Two') });
      const res = await call('POST', '/organizations/table', world.as.superAdmin, {
        pageSize: 2,
        filters: [
          { field: 'name', operator: 'StartsWith', value: 'zz table' },
          { field: 'isLocked', operator: 'Equal', value: false },
        ],
        sortOptions: [{ field: 'name', direction: 'desc' }],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        items: [{ name: 'Zz Table Three' }, { name: 'Zz Table One' }],
        total: 2,
        page: 0,
        pageSize: 2,
      });
    });

    it.each([
      [
        'an unknown field',
        { filters: [{ field: 'isOperator', operator: 'Equal', value: true }] },
        'filters.0.field',
      ],
      [
        'a text operator on a boolean',
        { filters: [{ field: 'isLocked', operator: 'Contains', value: 'x' }] },
        'filters.0.operator',
      ],
      [
        'a wrong status',
        { filters: [{ field: 'status', operator: 'Equal', value: 'closed' }] },
        'filters.0.value',
      ],
      [
        'an unsortable field',
        { sortOptions: [{ field: 'daysLeft', direction: 'asc' }] },
        'sortOptions.0.field',
      ],
      ['a page too large', { pageSize: 101 }, 'pageSize'],
    ])('refuses %s in the table query', async (_name, payload, field) => {
      const res = await call('POST', '/organizations/table', world.as.superAdmin, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    });

    it("lists an organization's users by name", async () => {
      const res = await call('GET', `/organizations/${world.orgA.id}/users`, world.as.adminA);
      expect(res.statusCode).toBe(200);
      const users = res.json() as { id: number; name: string; organizationName: string; roleId: number }[];
      expect(users.map((user) => user.id).sort()).toEqual([world.adminA.id, world.userA.id].sort());
      expect(users.map((user) => user.name)).toEqual([...users.map((user) => user.name)].sort());
      expect(users[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        email: expect.any(String),
        organizationName: world.orgA.name,
        firstName: 'Test',
        lastName: expect.any(String),
        phone: null,
        status: 'active',
        roleId: expect.any(Number),
      });
    });

    it.each([
      ['GET', (id: number) => `/organizations/${id}`],
      ['GET', (id: number) => `/organizations/${id}/users`],
    ] as const)('%s %s of another organization answers 404 for an Admin', async (method, url) => {
      const res = await call(method, url(world.orgA.id), world.as.adminB);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    });

    it('answers 404 for an organization that does not exist', async () => {
      expect((await call('GET', '/organizations/999999', world.as.superAdmin)).statusCode).toBe(404);
    });
  });

  describe('creating', () => {
    it('creates with a grace period the server sets, and audits it', async () => {
      const before = Date.now();
      const res = await call('POST', '/organizations', world.as.superAdmin, {
        name: '  Yeni Agentlik  ',
        isContactEnabled: false,
        deviceId: 'added-by-the-web-client',
      });
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        name: 'Yeni Agentlik',
        isContactEnabled: false,
        isLocked: false,
        lockedReason: null,
        status: 'active',
        isOperator: false,
        daysLeft: GRACE_PERIOD_DAYS,
        userCount: 0,
        version: 1,
      });
      const graceMs = new Date(created.gracePeriodEnd).getTime() - new Date(created.createdAt).getTime();
      expect(graceMs).toBe(GRACE_PERIOD_DAYS * 86_400_000);
      expect(new Date(created.createdAt).getTime()).toBeGreaterThanOrEqual(before - 5_000);
      const [entry] = await auditEntriesOf(ctx, 'organization', created.id);
      expect(entry).toMatchObject({
        action: 'organization.created',
        actorUserId: world.superAdmin.id,
        organizationId: created.id,
        changes: {
          name: { before: null, after: 'Yeni Agentlik' },
          isContactEnabled: { before: null, after: false },
        },
      });
    });

    it('creates a locked organization as locked by hand', async () => {
      const res = await call('POST', '/organizations', world.as.superAdmin, {
        name: 'Locked Co',
        isLocked: true,
      });
      expect(res.json()).toMatchObject({ isLocked: true, lockedReason: 'manual' });
    });

    it.each([
      ['no name', {}, ['name']],
      ['an empty name', { name: '   ' }, ['name']],
      ['a name too long', { name: 'x'.repeat(201) }, ['name']],
      ['a grace period from the client', { name: 'A', gracePeriodEnd: '2030-01-01' }, ['gracePeriodEnd']],
      ['an unknown status', { name: 'A', status: 'closed' }, ['status']],
      ['a text boolean', { name: 'A', isLocked: 'yes' }, ['isLocked']],
      ['an id', { name: 'A', id: 5 }, ['id']],
    ])('refuses %s with 400 and creates nothing', async (_name, payload, fields) => {
      const count = (await ctx.db.select().from(organizations)).length;
      const res = await call('POST', '/organizations', world.as.superAdmin, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(fields);
      expect((await ctx.db.select().from(organizations)).length).toBe(count);
    });
  });

  describe('updating', () => {
    it('lets a SuperAdmin change every field but the grace period, and audits the changed ones', async () => {
      const organization = await createOrganization(ctx.db);
      const res = await call('PUT', `/organizations/${organization.id}`, world.as.superAdmin, {
        id: organization.id,
        name: 'Renamed Agency',
        isContactEnabled: false,
        isLocked: false,
        status: 'passive',
        version: 1,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Renamed Agency',
        isContactEnabled: false,
        status: 'passive',
        version: 2,
      });
      expect((await stored(organization.id))!.gracePeriodEnd).toEqual(organization.gracePeriodEnd);
      const [entry] = await auditEntriesOf(ctx, 'organization', organization.id);
      expect(entry!.changes).toEqual({
        name: { before: organization.name, after: 'Renamed Agency' },
        isContactEnabled: { before: true, after: false },
        status: { before: 'active', after: 'passive' },
      });
    });

    it('lets an Admin rename the own organization, sending the stored lock and status back', async () => {
      const organization = await createOrganization(ctx.db);
      const admin = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.Admin });
      const res = await call('PUT', `/organizations/${organization.id}`, await authHeaders(ctx, admin), {
        name: 'Own Name',
        isContactEnabled: false,
        isLocked: false,
        status: 'active',
        version: 1,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Own Name', isContactEnabled: false, version: 2 });
    });

    it.each([
      ['lock', { isLocked: true }],
      ['change the status of', { status: 'deactivated' }],
    ])(
      'refuses an Admin who would %s the own organization with 403, changing nothing',
      async (_name, extra) => {
        const organization = await createOrganization(ctx.db);
        const admin = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.Admin });
        const res = await call('PUT', `/organizations/${organization.id}`, await authHeaders(ctx, admin), {
          name: 'Sneaky',
          isContactEnabled: true,
          version: 1,
          ...extra,
        });
        expect(res.statusCode).toBe(403);
        expect(await stored(organization.id)).toEqual(organization);
      },
    );

    it('answers 404 to an Admin of another organization and changes nothing', async () => {
      const before = await stored(world.orgA.id);
      const res = await call('PUT', `/organizations/${world.orgA.id}`, world.as.adminB, {
        name: 'Taken over',
        isContactEnabled: false,
        version: before!.version,
      });
      expect(res.statusCode).toBe(404);
      expect(await stored(world.orgA.id)).toEqual(before);
    });

    it.each([
      ['no version', { name: 'A', isContactEnabled: true }, ['version']],
      ['no name', { isContactEnabled: true, version: 1 }, ['name']],
      [
        'a grace period',
        { name: 'A', isContactEnabled: true, version: 1, gracePeriodEnd: '2030-01-01' },
        ['gracePeriodEnd'],
      ],
      ['a version of 0', { name: 'A', isContactEnabled: true, version: 0 }, ['version']],
      ['another id', { id: 999_999, name: 'A', isContactEnabled: true, version: 1 }, ['id']],
    ])('refuses %s with 400', async (_name, payload, fields) => {
      const organization = await createOrganization(ctx.db);
      const res = await call('PUT', `/organizations/${organization.id}`, world.as.superAdmin, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(fields);
      expect(await stored(organization.id)).toEqual(organization);
    });

    it('answers 409 stale_version to an edit of an older version', async () => {
      const organization = await createOrganization(ctx.db);
      const body = { name: 'First', isContactEnabled: true, version: 1 };
      expect(
        (await call('PUT', `/organizations/${organization.id}`, world.as.superAdmin, body)).statusCode,
      ).toBe(200);
      const res = await call('PUT', `/organizations/${organization.id}`, world.as.superAdmin, {
        ...body,
        name: 'Second',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('stale_version');
      expect((await stored(organization.id))!.name).toBe('First');
    });

    it('lets exactly one of two concurrent edits of one version win, whole', async () => {
      const organization = await createOrganization(ctx.db);
      const edits = [
        { name: 'Edit A', isContactEnabled: false, status: 'passive', version: 1 },
        { name: 'Edit B', isContactEnabled: true, status: 'pending', version: 1 },
      ];
      const results = await Promise.all(
        edits.map((body) => call('PUT', `/organizations/${organization.id}`, world.as.superAdmin, body)),
      );
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const winner = edits[results.findIndex((res) => res.statusCode === 200)]!;
      const row = await stored(organization.id);
      expect({ name: row!.name, isContactEnabled: row!.isContactEnabled, status: row!.status }).toEqual({
        name: winner.name,
        isContactEnabled: winner.isContactEnabled,
        status: winner.status,
      });
      expect(row!.version).toBe(2);
    });
  });

  describe('locking', () => {
    it("locks by hand, ends every session of the organization's users, and unlocks", async () => {
      const organization = await createOrganization(ctx.db);
      const admin = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.Admin });
      const agent = await createUser(ctx.db, { organizationId: organization.id });
      const adminHeaders = await authHeaders(ctx, admin);
      await authHeaders(ctx, agent);
      expect((await call('GET', '/users/profile', adminHeaders)).statusCode).toBe(200);

      const locked = await call('POST', `/organizations/${organization.id}/lock`, world.as.superAdmin);
      expect(locked.statusCode).toBe(200);
      expect(locked.json()).toMatchObject({ isLocked: true, lockedReason: 'manual', version: 2 });
      expect(await activeSessionCount(ctx, admin.id)).toBe(0);
      expect(await activeSessionCount(ctx, agent.id)).toBe(0);
      const next = await call('GET', '/users/profile', adminHeaders);
      expect(next.statusCode).toBe(401);
      // Other organizations keep working.
      expect((await call('GET', '/users/profile', world.as.adminA)).statusCode).toBe(200);

      const again = await call('POST', `/organizations/${organization.id}/lock`, world.as.superAdmin);
      expect(again.json()).toMatchObject({ isLocked: true, version: 2 });

      const unlocked = await call('POST', `/organizations/${organization.id}/unlock`, world.as.superAdmin);
      expect(unlocked.json()).toMatchObject({ isLocked: false, lockedReason: null, version: 3 });
      const actions = (await auditEntriesOf(ctx, 'organization', organization.id)).map(
        (entry) => entry.action,
      );
      expect(actions).toEqual(['organization.locked', 'organization.unlocked']);
    });

    it('locking through the edit form ends the sessions too', async () => {
      const organization = await createOrganization(ctx.db);
      const agent = await createUser(ctx.db, { organizationId: organization.id });
      const headers = await authHeaders(ctx, agent);
      const res = await call('PUT', `/organizations/${organization.id}`, world.as.superAdmin, {
        name: organization.name,
        isContactEnabled: true,
        isLocked: true,
        version: 1,
      });
      expect(res.json()).toMatchObject({ isLocked: true, lockedReason: 'manual' });
      expect((await call('GET', '/users/profile', headers)).statusCode).toBe(401);
    });

    it.each([
      ['lock', 'POST', (id: number) => `/organizations/${id}/lock`, undefined],
      ['delete', 'DELETE', (id: number) => `/organizations/${id}`, undefined],
    ] as const)(
      'never lets anyone %s the operator organization (422)',
      async (_name, method, url, payload) => {
        const before = await stored(world.operator.id);
        const res = await call(method, url(world.operator.id), world.as.superAdmin, payload);
        expect(res.statusCode).toBe(422);
        expect(res.json().code).toBe('business_rule');
        expect(await stored(world.operator.id)).toEqual(before);
        expect(await activeSessionCount(ctx, world.superAdmin.id)).toBeGreaterThan(0);
      },
    );

    it('never locks the operator organization through the edit form either', async () => {
      const before = await stored(world.operator.id);
      const res = await call('PUT', `/organizations/${world.operator.id}`, world.as.superAdmin, {
        name: before!.name,
        isContactEnabled: true,
        isLocked: true,
        version: before!.version,
      });
      expect(res.statusCode).toBe(422);
      expect(await stored(world.operator.id)).toEqual(before);
    });
  });

  describe('deleting', () => {
    it('deletes an organization nobody works in, and audits it', async () => {
      const organization = await createOrganization(ctx.db);
      const res = await call('DELETE', `/organizations/${organization.id}`, world.as.superAdmin);
      expect(res.statusCode).toBe(204);
      expect(await stored(organization.id)).toBeUndefined();
      const [entry] = await auditEntriesOf(ctx, 'organization', organization.id);
      expect(entry).toMatchObject({
        action: 'organization.deleted',
        changes: { name: { before: organization.name, after: null } },
      });
    });

    it.each([
      ['users', async (id: number) => void (await createUser(ctx.db, { organizationId: id }))],
      [
        'budgets',
        async (id: number) =>
          void (await ctx.db.insert(budgets).values({
            organizationId: id,
            year: 2026,
            month: 1,
            periodStart: '2026-01-01',
            periodEnd: '2026-01-31',
            dueDate: '2026-02-10',
          })),
      ],
    ])('refuses to delete an organization with %s: 409, deactivate instead', async (_name, add) => {
      const organization = await createOrganization(ctx.db);
      await add(organization.id);
      const res = await call('DELETE', `/organizations/${organization.id}`, {
        ...world.as.superAdmin,
        'accept-language': 'en',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'organization_in_use',
        message: 'This organization still has users or budgets. Deactivate it instead of deleting it.',
      });
      expect(await stored(organization.id)).toEqual(organization);
    });

    it('answers 404 for an organization that does not exist', async () => {
      expect((await call('DELETE', '/organizations/999999', world.as.superAdmin)).statusCode).toBe(404);
    });
  });
});
