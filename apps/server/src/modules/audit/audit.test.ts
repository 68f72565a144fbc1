import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  authHeaders,
  createSignedInWorld,
  createTestContext,
  createUser,
  TEST_PASSWORD,
  type SignedInWorld,
  type TestContext,
} from '../../../test/helpers';
import { auditLog } from '../../db/schema';

type Entry = {
  id: number;
  createdAt: string;
  action: string;
  entity: string;
  entityId: string | null;
  actorUserId: number | null;
  actorName: string | null;
  organizationId: number | null;
  organizationName: string | null;
  changes: Record<string, unknown> | null;
  ip: string | null;
  requestId: string | null;
};

describe('audit log', () => {
  let ctx: TestContext;
  let world: SignedInWorld;
  let agentA: { id: number };

  const get = async (query: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: `${API}/audit${query}`, headers });
  const entries = async (query: string, headers: Record<string, string>) => {
    const res = await get(query, headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: Entry[] }).items;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createSignedInWorld(ctx);
    // A sign-in, a refused authorization and administrative changes in both agencies.
    const agent = await createUser(ctx.db, { organizationId: world.orgA.id });
    agentA = agent;
    const agentB = await createUser(ctx.db, { organizationId: world.orgB.id });
    const login = await ctx.app.inject({
      method: 'POST',
      url: `${API}/accounts/login`,
      headers: { 'x-device-id': 'audit-test' },
      payload: { userName: agent.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect((await get('', world.as.userA)).statusCode).toBe(403);
    for (const [admin, agent] of [
      [world.as.adminA, agentA],
      [world.as.adminB, agentB],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${API}/users/${agent.id}/lock`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(() => ctx.close());

  it.each([
    ['GET /audit', 'GET', '/audit'],
    ['POST /audit/table', 'POST', '/audit/table'],
  ] as const)('%s: anonymous 401, User 403, Admin and SuperAdmin 200', async (_name, method, url) => {
    const statuses = [];
    for (const headers of [{}, world.as.userB, world.as.adminB, world.as.adminA, world.as.superAdmin]) {
      const res = await ctx.app.inject({
        method,
        url: `${API}${url}`,
        headers,
        payload: method === 'POST' ? {} : undefined,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 403, 200, 200, 200]);
  });

  it("shows an Admin the own organization's sign-ins, refusals and changes, and nothing else", async () => {
    const items = await entries('?pageSize=100', world.as.adminA);
    expect(new Set(items.map((entry) => entry.organizationId))).toEqual(new Set([world.orgA.id]));
    const actions = items.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['auth.login', 'authorization.denied', 'user.locked']));
    expect(items.find((entry) => entry.action === 'user.locked')).toMatchObject({
      entity: 'user',
      entityId: String(agentA.id),
      actorUserId: world.adminA.id,
      actorName: world.adminA.name,
      organizationName: world.orgA.name,
      changes: { status: { before: 'active', after: 'locked' } },
      requestId: expect.any(String),
    });
    expect(items.find((entry) => entry.action === 'authorization.denied')).toMatchObject({
      entity: 'route',
      entityId: 'GET /api/v1/audit',
      actorUserId: world.userA.id,
    });
  });

  it('shows a SuperAdmin every organization, newest first', async () => {
    const items = await entries('?pageSize=100', world.as.superAdmin);
    const organizations = new Set(items.map((entry) => entry.organizationId));
    expect(organizations.has(world.orgA.id) && organizations.has(world.orgB.id)).toBe(true);
    const ids = items.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it.each([
    ['entity', () => '?entity=user', (entry: Entry) => entry.entity === 'user'],
    ['action', () => '?action=auth.login', (entry: Entry) => entry.action === 'auth.login'],
    [
      'actor',
      () => `?actorUserId=${world.adminB.id}`,
      (entry: Entry) => entry.actorUserId === world.adminB.id,
    ],
  ])('filters GET /audit by %s', async (_name, query, matches) => {
    const items = await entries(query(), world.as.superAdmin);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every(matches)).toBe(true);
  });

  it('filters by period: a date alone covers that whole day in Baku', async () => {
    const [old] = await ctx.db
      .insert(auditLog)
      .values({
        organizationId: world.orgA.id,
        action: 'test.old',
        entity: 'test',
        createdAt: new Date('2024-03-10T20:30:00Z'), // 2024-03-11 00:30 in Baku
      })
      .returning();
    const actionsFor = async (query: string) =>
      (await entries(`${query}&action=test.old`, world.as.adminA)).map((entry) => entry.id);
    expect(await actionsFor('?from=2024-03-11&to=2024-03-11')).toEqual([old!.id]);
    expect(await actionsFor('?to=2024-03-10')).toEqual([]);
    expect(await actionsFor('?from=2024-03-10T20:30:00Z&to=2024-03-10T20:30:00Z')).toEqual([old!.id]);
    expect(await actionsFor('?from=2024-03-12')).toEqual([]);
  });

  it('pages', async () => {
    const res = await get('?page=1&pageSize=2', world.as.superAdmin);
    expect(res.json()).toMatchObject({ page: 1, pageSize: 2, totalCapped: false });
    expect(res.json().items).toHaveLength(2);
    expect(res.json().total).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['a page size above 100', '?pageSize=101', 'pageSize'],
    ['a date that is not one', '?from=2024-02-30', 'from'],
    ['a moment without an offset', '?to=2024-02-01T10:00:00', 'to'],
    ['a year out of range', '?from=0001-01-01', 'from'],
    ['an actor that is not a number', '?actorUserId=abc', 'actorUserId'],
    ['an unknown parameter', '?organization=1', 'organization'],
  ])('refuses %s with 400', async (_name, query, field) => {
    const res = await get(query, world.as.superAdmin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  describe('POST /audit/table', () => {
    const table = (headers: Record<string, string>, payload: unknown) =>
      ctx.app.inject({ method: 'POST', url: `${API}/audit/table`, headers, payload: payload as never });

    it('lets a SuperAdmin filter by organization and sort', async () => {
      const res = await table(world.as.superAdmin, {
        pageSize: 100,
        filters: [
          { field: 'organizationId', operator: 'Equal', value: world.orgB.id },
          { field: 'action', operator: 'StartsWith', value: 'user.' },
        ],
        sortOptions: [{ field: 'createdAt', direction: 'asc' }],
      });
      expect(res.statusCode).toBe(200);
      const items = res.json().items as Entry[];
      expect(items.map((entry) => [entry.organizationId, entry.action])).toEqual([
        [world.orgB.id, 'user.locked'],
      ]);
    });

    it('keeps an Admin inside the own organization: organizationId is not theirs to filter', async () => {
      const res = await table(world.as.adminB, {
        filters: [{ field: 'organizationId', operator: 'Equal', value: world.orgA.id }],
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['filters.0.field']);
      const own = await table(world.as.adminB, {
        pageSize: 100,
        filters: [{ field: 'entity', operator: 'Equal', value: 'user' }],
      });
      expect(new Set((own.json().items as Entry[]).map((entry) => entry.organizationId))).toEqual(
        new Set([world.orgB.id]),
      );
    });

    it('refuses an unknown sort field', async () => {
      const res = await table(world.as.superAdmin, { sortOptions: [{ field: 'changes', direction: 'asc' }] });
      expect(res.statusCode).toBe(400);
    });
  });

  it('records a SuperAdmin change with the actor and never a password', async () => {
    const headers = await authHeaders(ctx, world.superAdmin);
    const created = await ctx.app.inject({
      method: 'POST',
      url: `${API}/users`,
      headers,
      payload: {
        firstName: 'Audit',
        lastName: 'Person',
        email: 'audit.person@test.az',
        password: 'Secret12345',
        confirmPassword: 'Secret12345',
        organizationId: world.orgB.id,
        roleId: 3,
      },
    });
    expect(created.statusCode).toBe(201);
    const items = await entries(`?action=user.created&actorUserId=${world.superAdmin.id}`, world.as.adminB);
    expect(items).toHaveLength(1);
    expect(JSON.stringify(items)).not.toMatch(/Secret12345|argon2/);
  });
});
