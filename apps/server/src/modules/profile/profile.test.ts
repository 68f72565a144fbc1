import { Role } from '@emlak/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { createOrganization, createTestContext, createUser, type TestContext } from '../../../test/helpers';
import { api, bearer, getProfile, loginAs } from '../auth/auth.test-support';

const validBody = {
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  email: 'aysel@agency.az',
  phone: '+994501234567',
  address: 'Nizami küç. 10, Bakı',
  country: 'Azərbaycan',
  fin: '5abc12d',
  job: 'Agent',
};

describe('profile', () => {
  let ctx: TestContext;
  let organization: { id: number; name: string };
  const signIn = async () => {
    const user = await createUser(ctx.db, { organizationId: organization.id, roleId: Role.User });
    const { accessToken } = await loginAs(ctx, user);
    return { user, headers: bearer(accessToken) };
  };
  const put = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: api('/users/profile'), headers, payload });

  beforeAll(async () => {
    ctx = await createTestContext();
    organization = await createOrganization(ctx.db);
  });
  afterAll(() => ctx.close());

  it('returns the own profile with the organization name and the request meter', async () => {
    const { user, headers } = await signIn();
    const res = await getProfile(ctx, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: null,
      address: null,
      country: null,
      fin: null,
      job: null,
      colorCode: null,
      roleId: Role.User,
      organizationId: organization.id,
      organizationName: organization.name,
      termsAcceptedAt: null,
      termsVersion: null,
      // A new agency is in its grace period: the cheapest seeded plan's searches (Temel, 900).
      queryLimit: 900,
      queriesUsed: 0,
    });
  });

  it('stores the phone in E.164, whatever form it was written in', async () => {
    const { user, headers } = await signIn();
    const res = await put(headers, { ...validBody, email: user.email, phone: '050 123 45 67' });
    expect(res.statusCode).toBe(200);
    expect(res.json().phone).toBe('+994501234567');
    expect((await getProfile(ctx, headers)).json().phone).toBe('+994501234567');
  });

  it('refuses a phone that is not a number with a field error', async () => {
    const { user, headers } = await signIn();
    const res = await put(headers, { ...validBody, email: user.email, phone: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { phone: ['Please enter a valid phone number'] },
    });
    expect((await getProfile(ctx, headers)).json().phone).toBeNull();
  });

  describe('validation table (spec section 5)', () => {
    it.each([
      { fin: '5abc12d', stored: '5ABC12D' },
      { fin: ' 1AB2C3D ', stored: '1AB2C3D' },
      { fin: '0000000', stored: '0000000' },
      { fin: '', stored: null },
      { fin: null, stored: null },
    ])('takes the FIN $fin and stores $stored', async ({ fin, stored }) => {
      const { user, headers } = await signIn();
      const res = await put(headers, { ...validBody, email: user.email, fin });
      expect(res.statusCode).toBe(200);
      expect(res.json().fin).toBe(stored);
    });

    it.each(['123', '12345678', '12-34-5', 'ABC 123', 'Ə1B2C3D', 'ab\u0000cdef'])(
      'refuses the FIN %j with a field error and changes nothing',
      async (fin) => {
        const { user, headers } = await signIn();
        const res = await put(headers, { ...validBody, email: user.email, fin });
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().errors)).toEqual(['fin']);
        expect((await getProfile(ctx, headers)).json().fin).toBeNull();
      },
    );

    it.each([
      ['050 123 45 67', '+994501234567'],
      ['(050) 1234567', '+994501234567'],
      ['+994 50 123 45 67', '+994501234567'],
      ['994501234567', '+994501234567'],
      ['055-741-22-33', '+994557412233'],
      ['', null],
    ])('stores the phone %j as %j', async (phone, stored) => {
      const { user, headers } = await signIn();
      const res = await put(headers, { ...validBody, email: user.email, phone });
      expect(res.statusCode).toBe(200);
      expect((await getProfile(ctx, headers)).json().phone).toBe(stored);
    });

    it.each(['12', 'phone', '050 123 45 67 ext 2', '+994 50 123', '+1 555'])(
      "refuses the phone %j with 'Please enter a valid phone number'",
      async (phone) => {
        const { user, headers } = await signIn();
        const res = await put(headers, { ...validBody, email: user.email, phone });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors.phone).toEqual(['Please enter a valid phone number']);
        expect((await getProfile(ctx, headers)).json().phone).toBeNull();
      },
    );

    it.each(['not-an-email', 'a@', '@agency.az', 'a b@agency.az', ''])(
      "refuses the e-mail %j with 'Please enter a valid email' and changes nothing",
      async (email) => {
        const { user, headers } = await signIn();
        const res = await put(headers, { ...validBody, email, currentPassword: user.password });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors.email).toEqual(['Please enter a valid email']);
        expect((await getProfile(ctx, headers)).json().email).toBe(user.email);
      },
    );

    it('names every missing required field', async () => {
      const { headers } = await signIn();
      const res = await put(headers, { phone: '050 123 45 67' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        firstName: ['firstName is required'],
        lastName: ['lastName is required'],
        // The e-mail rule carries its own message, missing or malformed alike.
        email: ['Please enter a valid email'],
      });
    });

    it('answers in the request language', async () => {
      const { user, headers } = await signIn();
      const res = await ctx.app.inject({
        method: 'PUT',
        url: api('/users/profile'),
        headers: { ...headers, 'accept-language': 'az' },
        payload: { ...validBody, email: user.email, phone: '12' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.phone).toEqual(['Düzgün telefon nömrəsi daxil edin']);
    });
  });

  it('changes the e-mail with the right current password and signs in with the new one', async () => {
    const { user, headers } = await signIn();
    const email = `moved-${user.id}@agency.az`;
    const res = await put(headers, { ...validBody, email, currentPassword: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(email);
    const login = (userName: string) =>
      ctx.app.inject({
        method: 'POST',
        url: api('/accounts/login'),
        payload: { userName, password: user.password },
      });
    expect((await login(user.email)).statusCode).toBe(401);
    expect((await login(email)).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await getProfile(ctx, {})).statusCode).toBe(401);
    expect((await put({}, validBody)).statusCode).toBe(401);
  });

  it('updates the profile, derives the name and audits only the changed fields', async () => {
    const { user, headers } = await signIn();
    const body = { ...validBody, email: `new-${user.id}@agency.az` };
    const res = await put(headers, {
      ...body,
      currentPassword: user.password,
      deviceId: 'device-a',
      userAgent: 'web',
      platform: 'Linux',
      language: 'az',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      ...body,
      fin: '5ABC12D',
      name: 'Aysel Məmmədova',
      organizationName: organization.name,
    };
    expect(res.json()).toMatchObject(expected);
    expect((await getProfile(ctx, headers)).json()).toMatchObject(expected);

    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'profile.updated'), eq(auditLog.actorUserId, user.id)));
    expect(audit!.changes).toMatchObject({
      email: { before: user.email, after: body.email },
      name: { before: user.name, after: 'Aysel Məmmədova' },
      phone: { before: null, after: body.phone },
    });
    expect(Object.keys(audit!.changes as object)).not.toContain('passwordHash');
    expect(JSON.stringify(audit)).not.toContain(user.password);

    expect((await put(headers, body)).statusCode).toBe(200);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'profile.updated'), eq(auditLog.actorUserId, user.id)));
    expect(audits).toHaveLength(1);
  });

  it('keeps omitted optional fields and clears empty or null ones', async () => {
    const { user, headers } = await signIn();
    await put(headers, { ...validBody, email: user.email });
    const res = await put(headers, { firstName: 'A', lastName: 'B', email: user.email, job: '', fin: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone: validBody.phone,
      address: validBody.address,
      job: null,
      fin: null,
      name: 'A B',
    });
  });

  it('takes the same e-mail in other letter case without the password', async () => {
    const { user, headers } = await signIn();
    const res = await put(headers, { ...validBody, email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(user.email.toUpperCase());
  });

  describe('changing the e-mail (the sign-in name)', () => {
    const wrongPassword = 'Not-my-password-1';
    type Case = (user: { password: string }, free: string, taken: string) => object;
    it.each<{ name: string; body: Case; errors: Record<string, string[]> }>([
      {
        name: 'without the current password',
        body: (_user, free) => ({ email: free }),
        errors: { currentPassword: ['currentPassword is required'] },
      },
      {
        name: 'with a wrong current password',
        body: (_user, free) => ({ email: free, currentPassword: wrongPassword }),
        errors: { currentPassword: ['The password is incorrect.'] },
      },
      {
        name: "to another agency's user's e-mail, in other letter case",
        body: (user, _free, taken) => ({ email: taken.toUpperCase(), currentPassword: user.password }),
        errors: { email: ['This e-mail address cannot be used'] },
      },
    ])('is refused $name with a field error and changes nothing', async ({ body, errors }) => {
      const { user, headers } = await signIn();
      const other = await createUser(ctx.db, { organizationId: (await createOrganization(ctx.db)).id });
      const res = await put(headers, {
        ...validBody,
        ...body(user, `free-${user.id}@agency.az`, other.email),
      });
      expect(res.statusCode).toBe(400);
      // Never 409 `duplicate`: the answer does not single out a taken address.
      expect(res.json()).toEqual(expect.objectContaining({ code: 'validation_failed', errors }));
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ email: user.email, version: 1 });
    });

    it('counts wrong passwords and taken addresses against the lock-screen limit', async () => {
      const { user, headers } = await signIn();
      const other = await createUser(ctx.db, { organizationId: organization.id });
      const free = `free-${user.id}@agency.az`;
      const attempts = [
        { email: free, currentPassword: wrongPassword },
        { email: other.email, currentPassword: user.password },
        { email: other.email, currentPassword: user.password },
      ];
      for (const attempt of attempts) {
        expect((await put(headers, { ...validBody, ...attempt })).statusCode).toBe(400);
      }
      const res = await put(headers, { ...validBody, email: free, currentPassword: user.password });
      expect(res.statusCode).toBe(429);
      // The lock screen shares the limit: the session cannot go on guessing there either.
      const verify = await ctx.app.inject({
        method: 'POST',
        url: api('/accounts/verify-password'),
        headers,
        payload: { password: user.password },
      });
      expect(verify.statusCode).toBe(429);
    });

    it('gives the same field error to the loser of two users taking one e-mail at once', async () => {
      const [a, b] = await Promise.all([signIn(), signIn()]);
      const email = `race-${a.user.id}@agency.az`;
      const results = await Promise.all([
        put(a.headers, { ...validBody, email, currentPassword: a.user.password }),
        put(b.headers, { ...validBody, email, currentPassword: b.user.password }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.statusCode === 400)!.json().errors).toEqual({
        email: ['This e-mail address cannot be used'],
      });
    });
  });

  it.each([
    { payload: { ...validBody, roleId: Role.SuperAdmin }, field: 'roleId', message: 'Unknown field: roleId' },
    {
      payload: { ...validBody, organizationId: 1 },
      field: 'organizationId',
      message: 'Unknown field: organizationId',
    },
    { payload: { ...validBody, status: 'active' }, field: 'status', message: 'Unknown field: status' },
    {
      payload: { ...validBody, passwordHash: 'x' },
      field: 'passwordHash',
      message: 'Unknown field: passwordHash',
    },
    {
      payload: { ...validBody, email: 'not-an-email' },
      field: 'email',
      message: 'Please enter a valid email',
    },
    { payload: { ...validBody, firstName: undefined }, field: 'firstName', message: 'firstName is required' },
    { payload: { ...validBody, lastName: '  ' }, field: 'lastName', message: 'lastName is required' },
    { payload: { ...validBody, fin: '123' }, field: 'fin', message: 'fin has an invalid value' },
  ])('answers 400 on $field and changes nothing', async ({ payload, field, message }) => {
    const { user, headers } = await signIn();
    const res = await put(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      roleId: Role.User,
      email: user.email,
      firstName: user.firstName,
      version: 1,
    });
  });
});
