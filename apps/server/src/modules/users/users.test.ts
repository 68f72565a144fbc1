import { Role } from '@emlak/contracts';
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
  TEST_PASSWORD,
  type SignedInWorld,
  type TestContext,
} from '../../../test/helpers';
import { announcements, cities, contacts, plans, subscriptions, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';

const PASSWORD = 'NewPass12345';
let serial = 0;
const email = () => `person-${++serial}-${Date.now()}@test.az`;

describe('users', () => {
  let ctx: TestContext;
  let world: SignedInWorld;
  let cityId: number;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => ctx.app.inject({ method, url: `${API}${url}`, headers, payload: payload as never });
  const idsOf = async (organizationId: number) =>
    (await ctx.db.select({ id: users.id }).from(users).where(eq(users.organizationId, organizationId)))
      .map((row) => row.id)
      .sort();
  const stored = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0];
  const newUserBody = (organizationId: number, extra: Record<string, unknown> = {}) => ({
    firstName: 'Aysel',
    lastName: 'Məmmədova',
    email: email(),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    organizationId,
    roleId: Role.User,
    ...extra,
  });
  /** The edit form of a stored user, as the client would send it back. */
  const editBody = (
    user: typeof users.$inferSelect,
    extra: Record<string, unknown> = {},
  ): Record<string, unknown> => ({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    organizationId: user.organizationId,
    roleId: user.roleId,
    version: user.version,
    ...extra,
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    world = await createSignedInWorld(ctx);
    const [city] = await ctx.db.select({ id: cities.id }).from(cities).limit(1);
    cityId = city!.id;
  });
  afterAll(() => ctx.close());

  describe('creating', () => {
    it('creates a user with a derived name, a normalized phone and a hashed password, and audits it', async () => {
      const body = newUserBody(world.orgA.id, {
        phone: '050 210 44 55',
        colorCode: '#1e3a8a',
        cityId,
        deviceId: 'added-by-the-web-client',
      });
      const res = await call('POST', '/users', world.as.adminA, body);
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        name: 'Aysel Məmmədova',
        email: body.email,
        phone: '+994502104455',
        colorCode: '#1e3a8a',
        status: 'active',
        roleId: Role.User,
        roleName: expect.any(String),
        organizationId: world.orgA.id,
        organizationName: world.orgA.name,
        cityId,
        cityName: expect.any(String),
        version: 1,
      });
      const row = await stored(created.id);
      expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(true);
      const [entry] = await auditEntriesOf(ctx, 'user', created.id);
      expect(entry).toMatchObject({
        action: 'user.created',
        actorUserId: world.adminA.id,
        organizationId: world.orgA.id,
      });
      const serialized = JSON.stringify(entry!.changes);
      expect(serialized).not.toContain('password');
      expect(serialized).not.toContain(row!.passwordHash);
      expect(entry!.changes).toMatchObject({ email: { before: null, after: body.email } });
    });

    it('keeps a given name', async () => {
      const res = await call(
        'POST',
        '/users',
        world.as.superAdmin,
        newUserBody(world.orgB.id, { name: 'Ayka' }),
      );
      expect(res.json()).toMatchObject({ name: 'Ayka', organizationId: world.orgB.id });
    });

    it('lets a SuperAdmin create a SuperAdmin in the operator organization', async () => {
      const res = await call(
        'POST',
        '/users',
        world.as.superAdmin,
        newUserBody(world.operator.id, { roleId: Role.SuperAdmin }),
      );
      expect(res.statusCode).toBe(201);
    });

    it.each([
      ['passwords that differ', { confirmPassword: 'Other12345' }, ['confirmPassword']],
      ['a weak password', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, ['password']],
      ['a bad e-mail', { email: 'not-an-email' }, ['email']],
      ['a bad colour', { colorCode: 'blue' }, ['colorCode']],
      ['a role that does not exist', { roleId: 4 }, ['roleId']],
      ['a bad status', { status: 'gone' }, ['status']],
      ['an organization id as text', { organizationId: '1' }, ['organizationId']],
      ['no first name', { firstName: undefined }, ['firstName']],
      ['an unknown field', { isAdmin: true }, ['isAdmin']],
      ['a password hash', { passwordHash: 'x' }, ['passwordHash']],
    ])('refuses %s with 400 on the field, creating nothing', async (_name, extra, fields) => {
      const count = (await ctx.db.select().from(users)).length;
      const res = await call('POST', '/users', world.as.superAdmin, newUserBody(world.orgA.id, extra));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(fields);
      expect((await ctx.db.select().from(users)).length).toBe(count);
    });

    it.each([
      ['a phone that is not one', { phone: '12345' }, 'phone', 'Please enter a valid phone number'],
      ['a city that does not exist', { cityId: 999_999 }, 'cityId', 'cityId has an invalid value'],
      [
        'an organization that does not exist',
        { organizationId: 999_999 },
        'organizationId',
        'organizationId has an invalid value',
      ],
    ])('refuses %s with a field error', async (_name, extra, field, message) => {
      const res = await call(
        'POST',
        '/users',
        { ...world.as.superAdmin, 'accept-language': 'en' },
        newUserBody(world.orgA.id, extra),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ [field]: [message] });
    });

    it('answers a passwords mismatch with the spec message', async () => {
      const res = await call(
        'POST',
        '/users',
        { ...world.as.adminA, 'accept-language': 'en' },
        newUserBody(world.orgA.id, { confirmPassword: 'Other12345' }),
      );
      expect(res.json().errors).toEqual({ confirmPassword: ['Passwords do not match'] });
    });

    it('refuses a taken e-mail, whatever its case, with 409 on the e-mail', async () => {
      const res = await call(
        'POST',
        '/users',
        world.as.superAdmin,
        newUserBody(world.orgA.id, { email: world.userA.email.toUpperCase() }),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'duplicate', errors: { email: [expect.any(String)] } });
    });

    // Sign-in names are unique across agencies: an Admin learns who has one only in their own agency.
    it.each([
      [
        'a SuperAdmin, of any agency',
        'superAdmin',
        'orgA',
        'userB',
        'ru',
        'Этот адрес e-mail уже принадлежит пользователю {name}',
      ],
      [
        'an Admin, of the own agency',
        'adminA',
        'orgA',
        'userA',
        'en',
        'This e-mail address already belongs to the user {name}',
      ],
      [
        'an Admin, of another agency: no name',
        'adminA',
        'orgA',
        'userB',
        'en',
        'This e-mail address is already taken',
      ],
      ['in az', 'adminB', 'orgB', 'userA', 'az', 'Bu e-poçt ünvanı artıq istifadə olunur'],
    ] as const)(
      'names the holder of a taken e-mail to %s',
      async (_name, caller, org, holder, language, text) => {
        const res = await call(
          'POST',
          '/users',
          { ...world.as[caller], 'accept-language': language },
          newUserBody(world[org].id, { email: world[holder].email }),
        );
        expect(res.statusCode).toBe(409);
        const message = text.replace('{name}', world[holder].name);
        expect(res.json()).toMatchObject({ message, errors: { email: [message] } });
      },
    );

    it.each([
      ['an Admin creating in another organization', 'adminA', () => newUserBody(world.orgB.id), 403],
      [
        'an Admin creating a SuperAdmin',
        'adminA',
        () => newUserBody(world.orgA.id, { roleId: Role.SuperAdmin }),
        403,
      ],
      [
        'an Admin creating a SuperAdmin in the operator organization',
        'adminA',
        () => newUserBody(world.operator.id, { roleId: Role.SuperAdmin }),
        403,
      ],
      [
        'a SuperAdmin outside the operator organization',
        'superAdmin',
        () => newUserBody(world.orgA.id, { roleId: Role.SuperAdmin }),
        422,
      ],
    ] as const)('refuses %s (%s → %i)', async (_name, caller, body, status) => {
      const count = (await ctx.db.select().from(users)).length;
      const res = await call('POST', '/users', world.as[caller], body());
      expect(res.statusCode).toBe(status);
      expect((await ctx.db.select().from(users)).length).toBe(count);
    });
  });

  describe('reading', () => {
    it('pages the table with organization, role and city names, filtering on them', async () => {
      const organization = await createOrganization(ctx.db, { name: 'Zz Users Table' });
      for (const [firstName, phone] of [
        ['Zəfər', '+994501112233'],
        ['Zaur', '+994552223344'],
        ['Zülfiyyə', null],
      ] as const) {
        await call(
          'POST',
          '/users',
          world.as.superAdmin,
          newUserBody(organization.id, { firstName, phone, cityId }),
        );
      }
      const res = await call('POST', '/users/table', world.as.superAdmin, {
        pageSize: 5,
        filters: [
          { field: 'organizationId', operator: 'Equal', value: organization.id },
          { field: 'phone', operator: 'StartsWith', value: '050' },
          { field: 'roleId', operator: 'Equal', value: Role.User },
          { field: 'status', operator: 'Equal', value: 'active' },
        ],
        sortOptions: [{ field: 'firstName', direction: 'desc' }],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        items: [
          {
            firstName: 'Zəfər',
            organizationName: 'Zz Users Table',
            phone: '+994501112233',
            cityName: expect.any(String),
          },
        ],
        total: 1,
      });
    });

    it.each([
      [
        'an unknown field',
        { filters: [{ field: 'passwordHash', operator: 'Equal', value: 'x' }] },
        'filters.0.field',
      ],
      [
        'a status that does not exist',
        { filters: [{ field: 'status', operator: 'Equal', value: 'gone' }] },
        'filters.0.value',
      ],
      [
        'a role id as text',
        { filters: [{ field: 'roleId', operator: 'Equal', value: 'Admin' }] },
        'filters.0.value',
      ],
      [
        'a bad status after a phone filter, named at its own position',
        {
          filters: [
            { field: 'phone', operator: 'Contains', value: '050' },
            { field: 'status', operator: 'Equal', value: 'gone' },
          ],
        },
        'filters.1.value',
      ],
      [
        'a number operator on the phone',
        { filters: [{ field: 'phone', operator: 'GreaterThan', value: '050' }] },
        'filters.0.operator',
      ],
    ])('refuses %s in the table query', async (_name, payload, field) => {
      const res = await call('POST', '/users/table', world.as.adminA, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    });

    it.each([
      ['POST /users/table', 'POST', '/users/table', {}],
      ['GET /users/dropdown', 'GET', '/users/dropdown', undefined],
      ['GET /users/organization', 'GET', '/users/organization', undefined],
    ] as const)('%s shows an Admin the own organization only', async (_name, method, url, payload) => {
      const res = await call(method, url, world.as.adminB, payload);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { value: number }[] | { items: { id: number }[] };
      const ids = Array.isArray(body)
        ? body.map((option) => option.value)
        : body.items.map((user) => user.id);
      expect(ids.sort()).toEqual(await idsOf(world.orgB.id));
      expect(ids).toEqual(expect.arrayContaining([world.adminB.id, world.userB.id]));
    });

    it("gives a SuperAdmin another organization's users on request", async () => {
      const res = await call(
        'GET',
        `/users/organization?organizationId=${world.orgA.id}`,
        world.as.superAdmin,
      );
      expect(
        res
          .json()
          .map((option: { value: number }) => option.value)
          .sort(),
      ).toEqual(await idsOf(world.orgA.id));
    });

    it("answers 404 to an Admin naming another organization's users", async () => {
      const res = await call('GET', `/users/organization?organizationId=${world.orgA.id}`, world.as.adminB);
      expect(res.statusCode).toBe(404);
    });

    it('reads a user of the own organization, and 404 for another organization', async () => {
      expect((await call('GET', `/users/${world.userA.id}`, world.as.adminA)).json()).toMatchObject({
        id: world.userA.id,
        email: world.userA.email,
      });
      const res = await call('GET', `/users/${world.userA.id}`, world.as.adminB);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    });
  });

  describe('updating', () => {
    it('keeps a given name when the body omits it, even if the first or last name changes', async () => {
      const created = await createUser(ctx.db, { organizationId: world.orgA.id });
      const [user] = await ctx.db
        .update(users)
        .set({ name: 'Aysel xanım' })
        .where(eq(users.id, created.id))
        .returning();
      const res = await call(
        'PUT',
        `/users/${user!.id}`,
        world.as.adminA,
        editBody(user!, { lastName: 'Quliyev' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Aysel xanım', lastName: 'Quliyev' });
    });

    it('keeps the stored name when the body omits it and nothing else about the name changes', async () => {
      const created = await createUser(ctx.db, { organizationId: world.orgA.id });
      const [user] = await ctx.db
        .update(users)
        .set({ name: 'Custom Name' })
        .where(eq(users.id, created.id))
        .returning();
      const res = await call('PUT', `/users/${user!.id}`, world.as.adminA, editBody(user!));
      expect(res.statusCode).toBe(200);
      // Nothing changed: the name stays and so does the version.
      expect(res.json()).toMatchObject({ name: 'Custom Name', version: user!.version });
    });

    it('lets a generated name follow the first and last name, and an empty name regenerate it', async () => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id });
      const renamed = await call(
        'PUT',
        `/users/${user.id}`,
        world.as.adminA,
        editBody(user, { firstName: 'Leyla' }),
      );
      expect(renamed.json()).toMatchObject({ name: `Leyla ${user.lastName}` });
      const cleared = await call(
        'PUT',
        `/users/${user.id}`,
        world.as.adminA,
        editBody(user, { firstName: 'Leyla', name: '', version: renamed.json().version }),
      );
      expect(cleared.json()).toMatchObject({ name: `Leyla ${user.lastName}` });
    });

    it('updates, bumps the version and audits only the changed fields', async () => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id });
      const res = await call(
        'PUT',
        `/users/${user.id}`,
        world.as.adminA,
        editBody(user, { lastName: 'Quliyev', phone: '+994 55 222 33 44' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Test Quliyev',
        lastName: 'Quliyev',
        phone: '+994552223344',
        version: 2,
      });
      const [entry] = await auditEntriesOf(ctx, 'user', user.id);
      expect(entry).toMatchObject({ action: 'user.updated', organizationId: world.orgA.id });
      expect(entry!.changes).toEqual({
        name: { before: user.name, after: 'Test Quliyev' },
        lastName: { before: user.lastName, after: 'Quliyev' },
        phone: { before: null, after: '+994552223344' },
      });
    });

    it('moves a user without work to another agency, and refuses one whose work stays behind', async () => {
      const fresh = await createUser(ctx.db, { organizationId: world.orgA.id });
      const moved = await call(
        'PUT',
        `/users/${fresh.id}`,
        world.as.superAdmin,
        editBody(fresh, { organizationId: world.orgB.id }),
      );
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toMatchObject({ organizationId: world.orgB.id });

      const worker = await createUser(ctx.db, { organizationId: world.orgA.id });
      await ctx.db.insert(announcements).values({
        organizationId: world.orgA.id,
        createdByUserId: worker.id,
        price: '100000',
        cityId,
        addType: 'sell',
        propertyType: 1,
      });
      const refused = await call(
        'PUT',
        `/users/${worker.id}`,
        { ...world.as.superAdmin, 'accept-language': 'en' },
        editBody(worker, { organizationId: world.orgB.id }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.organizationId[0]).toContain('create a new account in the other agency');
      expect(await stored(worker.id)).toMatchObject({
        organizationId: world.orgA.id,
        version: worker.version,
      });
    });

    it('tenant isolation: an Admin of another organization gets 404 and nothing changes', async () => {
      const before = await stored(world.userA.id);
      const res = await call(
        'PUT',
        `/users/${world.userA.id}`,
        world.as.adminB,
        editBody(before!, { organizationId: world.orgB.id, firstName: 'Stolen' }),
      );
      expect(res.statusCode).toBe(404);
      expect(await stored(world.userA.id)).toEqual(before);
    });

    it.each([
      [
        'an Admin moving a user to another organization',
        'adminA',
        () => ({ organizationId: world.orgB.id }),
        403,
      ],
      ['an Admin promoting to SuperAdmin', 'adminA', () => ({ roleId: Role.SuperAdmin }), 403],
      [
        'a SuperAdmin promoting outside the operator organization',
        'superAdmin',
        () => ({ roleId: Role.SuperAdmin }),
        422,
      ],
    ] as const)('refuses %s (%s → %i), changing nothing', async (_name, caller, extra, status) => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id });
      const res = await call('PUT', `/users/${user.id}`, world.as[caller], editBody(user, extra()));
      expect(res.statusCode).toBe(status);
      const { password: _password, ...row } = user;
      expect(await stored(user.id)).toEqual(row);
    });

    it('refuses an Admin editing a SuperAdmin who shares the organization', async () => {
      const operatorAdmin = await createUser(ctx.db, {
        organizationId: world.operator.id,
        roleId: Role.Admin,
      });
      const headers = await authHeaders(ctx, operatorAdmin);
      const before = await stored(world.superAdmin.id);
      const cases = [
        call(
          'PUT',
          `/users/${world.superAdmin.id}`,
          headers,
          editBody(before!, { firstName: 'Demoted', roleId: Role.Admin }),
        ),
        call('POST', `/users/${world.superAdmin.id}/lock`, headers),
        call('POST', `/users/${world.superAdmin.id}/reset-password`, headers, {
          newPassword: PASSWORD,
          confirmPassword: PASSWORD,
        }),
        call('DELETE', `/users/${world.superAdmin.id}`, headers),
      ];
      expect((await Promise.all(cases)).map((res) => res.statusCode)).toEqual([403, 403, 403, 403]);
      expect(await stored(world.superAdmin.id)).toEqual(before);
    });

    it.each([
      ['demote themselves', { roleId: Role.User }],
      ['lock themselves', { status: 'locked' }],
    ])('refuses an Admin who would %s (422)', async (_name, extra) => {
      const admin = await createUser(ctx.db, { organizationId: world.orgA.id, roleId: Role.Admin });
      const res = await call(
        'PUT',
        `/users/${admin.id}`,
        await authHeaders(ctx, admin),
        editBody(admin, extra),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('business_rule');
    });

    it('refuses taking another e-mail, whatever its case, with 409 on the e-mail', async () => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id });
      const res = await call(
        'PUT',
        `/users/${user.id}`,
        world.as.adminA,
        editBody(user, { email: world.adminA.email.toUpperCase() }),
      );
      expect(res.statusCode).toBe(409);
      expect(Object.keys(res.json().errors)).toEqual(['email']);
    });

    it.each([
      ['no version', { version: undefined }, ['version']],
      ['a password', { password: PASSWORD }, ['password']],
      ['another id', { id: 999_999 }, ['id']],
      ['a bad phone', { phone: 'call me' }, ['phone']],
    ])('refuses %s with 400', async (_name, extra, fields) => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id });
      const res = await call('PUT', `/users/${user.id}`, world.as.adminA, editBody(user, extra));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(fields);
    });

    it('lets exactly one of two concurrent edits of one version win, whole', async () => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id });
      const edits = [
        editBody(user, { firstName: 'Birinci', lastName: 'Bir', colorCode: '#111111' }),
        editBody(user, { firstName: 'İkinci', lastName: 'İki', colorCode: '#222222' }),
      ];
      const results = await Promise.all(
        edits.map((body) => call('PUT', `/users/${user.id}`, world.as.adminA, body)),
      );
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((res) => res.statusCode === 409)!.json().code).toBe('stale_version');
      const winner = edits[results.findIndex((res) => res.statusCode === 200)]!;
      const row = await stored(user.id);
      expect([row!.firstName, row!.lastName, row!.colorCode, row!.version]).toEqual([
        winner.firstName,
        winner.lastName,
        winner.colorCode,
        2,
      ]);
    });

    it('locking through the edit ends the sessions', async () => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id });
      const headers = await authHeaders(ctx, user);
      const res = await call(
        'PUT',
        `/users/${user.id}`,
        world.as.adminA,
        editBody(user, { status: 'locked' }),
      );
      expect(res.json()).toMatchObject({ status: 'locked' });
      expect((await call('GET', '/users/profile', headers)).statusCode).toBe(401);
    });
  });

  describe('locking and passwords', () => {
    it('locking ends every session (next call 401) and refuses the sign-in; unlocking lets them in again', async () => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id });
      const headers = await authHeaders(ctx, user);
      expect((await call('GET', '/users/profile', headers)).statusCode).toBe(200);

      const locked = await call('POST', `/users/${user.id}/lock`, world.as.adminA);
      expect(locked.json()).toMatchObject({ status: 'locked', version: 2 });
      expect(await activeSessionCount(ctx, user.id)).toBe(0);
      expect((await call('GET', '/users/profile', headers)).statusCode).toBe(401);
      const login = await call(
        'POST',
        '/accounts/login',
        {},
        { userName: user.email, password: TEST_PASSWORD },
      );
      expect(login.statusCode).toBe(403);

      const unlocked = await call('POST', `/users/${user.id}/unlock`, world.as.adminA);
      expect(unlocked.json()).toMatchObject({ status: 'active', version: 3 });
      const again = await call(
        'POST',
        '/accounts/login',
        {},
        { userName: user.email, password: TEST_PASSWORD },
      );
      expect(again.statusCode).toBe(200);
      const actions = (await auditEntriesOf(ctx, 'user', user.id)).map((entry) => entry.action);
      // The refused sign-in in between is the auth module's entry.
      expect(actions).toEqual(['user.locked', 'auth.login_failed', 'user.unlocked']);
    });

    it('refuses locking oneself (422)', async () => {
      const res = await call('POST', `/users/${world.adminA.id}/lock`, world.as.adminA);
      expect(res.statusCode).toBe(422);
      expect((await stored(world.adminA.id))!.status).toBe('active');
    });

    it('resets a password: the new one works, the sessions end, the audit holds no password', async () => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id });
      const headers = await authHeaders(ctx, user);
      const res = await call('POST', `/users/${user.id}/reset-password`, world.as.adminA, {
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(res.statusCode).toBe(204);
      expect((await call('GET', '/users/profile', headers)).statusCode).toBe(401);
      const row = await stored(user.id);
      expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(true);
      const [entry] = await auditEntriesOf(ctx, 'user', user.id);
      expect(entry!.action).toBe('user.password_reset');
      expect(Object.keys(entry!.changes as object)).toEqual(['passwordChangedAt']);
      expect(JSON.stringify(entry)).not.toContain(row!.passwordHash);
      expect(JSON.stringify(entry)).not.toContain(PASSWORD);
    });

    it.each([
      [
        'passwords that differ',
        { newPassword: PASSWORD, confirmPassword: 'Other12345' },
        ['confirmPassword'],
      ],
      ['a weak password', { newPassword: 'short', confirmPassword: 'short' }, ['newPassword']],
      ['no confirmation', { newPassword: PASSWORD }, ['confirmPassword']],
    ])('refuses a reset with %s (400), keeping the password', async (_name, payload, fields) => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id });
      const res = await call('POST', `/users/${user.id}/reset-password`, world.as.adminA, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(fields);
      expect((await stored(user.id))!.passwordHash).toBe(user.passwordHash);
    });

    it('refuses resetting one’s own password here (422: change-password asks for the current one)', async () => {
      const res = await call('POST', `/users/${world.adminA.id}/reset-password`, world.as.adminA, {
        newPassword: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(res.statusCode).toBe(422);
    });

    it.each([
      ['lock', 'POST', (id: number) => `/users/${id}/lock`, undefined],
      ['unlock', 'POST', (id: number) => `/users/${id}/unlock`, undefined],
      [
        'reset the password of',
        'POST',
        (id: number) => `/users/${id}/reset-password`,
        { newPassword: PASSWORD, confirmPassword: PASSWORD },
      ],
      ['delete', 'DELETE', (id: number) => `/users/${id}`, undefined],
    ] as const)(
      'tenant isolation: an Admin of another organization cannot %s a user (404)',
      async (_name, method, url, payload) => {
        const before = await stored(world.userA.id);
        const res = await call(method, url(world.userA.id), world.as.adminB, payload);
        expect(res.statusCode).toBe(404);
        expect(await stored(world.userA.id)).toEqual(before);
      },
    );
  });

  describe('deleting', () => {
    it('deletes a user without work records and audits it', async () => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id });
      await authHeaders(ctx, user);
      const res = await call('DELETE', `/users/${user.id}`, world.as.adminA);
      expect(res.statusCode).toBe(204);
      expect(await stored(user.id)).toBeUndefined();
      const [entry] = await auditEntriesOf(ctx, 'user', user.id);
      expect(entry).toMatchObject({
        action: 'user.deleted',
        changes: { email: { before: user.email, after: null } },
      });
    });

    it('refuses deleting oneself (422)', async () => {
      const res = await call('DELETE', `/users/${world.adminA.id}`, world.as.adminA);
      expect(res.statusCode).toBe(422);
      expect(await stored(world.adminA.id)).toBeDefined();
    });

    it.each([
      [
        'a subscription',
        async (userId: number, organizationId: number) => {
          const [plan] = await ctx.db.select({ id: plans.id }).from(plans).limit(1);
          await ctx.db.insert(subscriptions).values({
            userId,
            organizationId,
            subscriptionPlanId: plan!.id,
            startDate: '2026-01-01',
            endDate: '2026-02-10',
          });
        },
      ],
      [
        'a contact created',
        async (userId: number, organizationId: number) => {
          await ctx.db
            .insert(contacts)
            .values({ organizationId, ownerName: 'Owner', phone1: '+994501234567', createdByUserId: userId });
        },
      ],
      [
        'an announcement posted',
        async (userId: number, organizationId: number) => {
          await ctx.db.insert(announcements).values({
            organizationId,
            createdByUserId: userId,
            price: '100000',
            cityId,
            addType: 'sell',
            propertyType: 1,
          });
        },
      ],
    ])('refuses deleting a user with %s: 409 user_in_use, lock instead', async (_name, add) => {
      const user = await createUser(ctx.db, { organizationId: world.orgA.id });
      await add(user.id, world.orgA.id);
      const res = await call('DELETE', `/users/${user.id}`, { ...world.as.adminA, 'accept-language': 'en' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('user_in_use');
      expect(res.json().message).toContain('Lock the user instead');
      expect(await stored(user.id)).toBeDefined();
    });
  });
});
