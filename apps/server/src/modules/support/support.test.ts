import { Role, SUPPORT_SCREENSHOT_MAX_BYTES, SUPPORT_TICKETS_PER_HOUR } from '@emlak/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerHeaders, matrixCases, type Caller, type MatrixRow } from '../../../test/access-matrix';
import {
  API,
  auditEntriesOf,
  authHeaders,
  createOrganization,
  createTestContext,
  createUser,
  createWorld,
  type TestContext,
} from '../../../test/helpers';
import { endGracePeriod } from '../../../test/subscription-helpers';
import { supportTicketAttachments, supportTickets } from '../../db/schema';

type World = Awaited<ReturnType<typeof createWorld>>;
type Headers = Record<string, string>;
type TicketBody = {
  id: number;
  status: string;
  version: number;
  answer: string | null;
  screenshotType: string | null;
};

/** A real 1×1 PNG, and the first bytes of the other formats the support form takes or refuses. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

describe('support (/support)', () => {
  let ctx: TestContext;
  let world: World;
  let as: Record<Caller, Headers>;
  let seq = 0;

  const call = (
    headers: Headers,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => ctx.app.inject({ method, url: `${API}${url}`, headers, payload: payload as object });

  const ticketInput = (extra: Record<string, unknown> = {}) => ({
    subject: `Giriş problemi ${++seq}`,
    category: 'account',
    message: 'Salam,\nşifrəni unutmuşam.',
    ...extra,
  });

  /** A ticket of `userId` written straight into the table (the rate limit counts only real posts). */
  const insertTicket = async (userId: number, values: Partial<typeof supportTickets.$inferInsert> = {}) => {
    const [row] = await ctx.db
      .insert(supportTickets)
      .values({ userId, subject: `Ticket ${++seq}`, category: 'bug', message: 'Broken', ...values })
      // Older than an hour, so that tickets made for other tests never count towards the limit.
      .returning();
    await ctx.db.execute(
      sql`update support_tickets set created_at = now() - interval '2 hours' where id = ${row!.id}`,
    );
    return row!;
  };
  const stored = async (id: number) =>
    (await ctx.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0];

  /** A fresh user with headers, for counts and lists that must start empty. */
  const freshUser = async (roleId: (typeof Role)[keyof typeof Role] = Role.User, organizationId?: number) => {
    const user = await createUser(ctx.db, { organizationId: organizationId ?? world.orgA.id, roleId });
    return { user, headers: await authHeaders(ctx, user) };
  };

  beforeAll(async () => {
    ctx = await createTestContext({
      config: { supportEmail: 'help@example.az', supportPhone: '+994125550100' },
    });
    world = await createWorld(ctx);
    as = await callerHeaders(ctx, world);
  });
  afterAll(() => ctx.close());

  describe('access matrix (a ticket of organization A’s agent)', () => {
    const rows: MatrixRow[] = [
      ['GET /support/contact', () => ({ method: 'GET', url: '/support/contact' }), [401, 200, 200, 200, 200]],
      ['GET /support/tickets', () => ({ method: 'GET', url: '/support/tickets' }), [401, 200, 200, 200, 200]],
      [
        'POST /support/tickets/table',
        () => ({ method: 'POST', url: '/support/tickets/table', payload: { page: 0, pageSize: 10 } }),
        [401, 403, 403, 403, 200],
      ],
      // Strictly the author's (and the SuperAdmin's): the agency's own Admin gets a 404 too.
      [
        'GET /support/tickets/:id/screenshot',
        async () => {
          const ticket = await insertTicket(world.userA.id);
          await ctx.db
            .insert(supportTicketAttachments)
            .values({ ticketId: ticket.id, contentType: 'image/png', size: PNG.length, bytes: PNG });
          return { method: 'GET', url: `/support/tickets/${ticket.id}/screenshot` };
        },
        [401, 200, 404, 404, 200],
      ],
      [
        'PUT /support/tickets/:id/answer',
        async () => ({
          method: 'PUT',
          url: `/support/tickets/${(await insertTicket(world.userA.id)).id}/answer`,
          payload: { answer: 'Done', version: 1 },
        }),
        [401, 403, 403, 403, 200],
      ],
      [
        'PUT /support/tickets/:id/close',
        async () => ({
          method: 'PUT',
          url: `/support/tickets/${(await insertTicket(world.userA.id)).id}/close`,
          payload: { version: 1 },
        }),
        [401, 403, 403, 403, 200],
      ],
    ];
    it.each(matrixCases(rows))('$route as $caller -> $status', async ({ caller, status, request }) => {
      const { method, url, payload } = await request();
      const res = await call(as[caller], method, url, payload);
      expect(res.statusCode, res.body).toBe(status);
    });

    it.each(['user', 'otherAdmin', 'sameAdmin', 'superAdmin'] as const)(
      'POST /support/tickets as %s -> 201, and anonymous -> 401',
      async (caller) => {
        const { headers } = await freshUser(
          caller === 'superAdmin' ? Role.SuperAdmin : caller === 'user' ? Role.User : Role.Admin,
          caller === 'superAdmin'
            ? world.operator.id
            : caller === 'otherAdmin'
              ? world.orgB.id
              : world.orgA.id,
        );
        expect((await call(headers, 'POST', '/support/tickets', ticketInput())).statusCode).toBe(201);
        expect((await call({}, 'POST', '/support/tickets', ticketInput())).statusCode).toBe(401);
      },
    );
  });

  it('answers the configured contact: e-mail and the phone in E.164', async () => {
    const res = await call(as.user, 'GET', '/support/contact');
    expect(res.json()).toEqual({ email: 'help@example.az', phone: '+994125550100' });
  });

  it('creates a ticket (201): trimmed, open, with the author and agency, and lists it for its author only', async () => {
    const { user, headers } = await freshUser();
    const res = await call(headers, 'POST', '/support/tickets', ticketInput({ subject: '  Ödəniş  ' }));
    expect(res.statusCode, res.body).toBe(201);
    const ticket = res.json();
    expect(ticket).toMatchObject({
      subject: 'Ödəniş',
      category: 'account',
      message: 'Salam,\nşifrəni unutmuşam.',
      status: 'open',
      answer: null,
      screenshotType: null,
      userId: user.id,
      userEmail: user.email,
      organizationName: world.orgA.name,
      version: 1,
    });
    const mine = (await call(headers, 'GET', '/support/tickets')).json() as TicketBody[];
    expect(mine.map((item) => item.id)).toEqual([ticket.id]);
    // A colleague of the same agency and its Admin do not see it in their own lists.
    for (const other of [as.user, as.sameAdmin]) {
      const theirs = (await call(other, 'GET', '/support/tickets')).json() as TicketBody[];
      expect(theirs.map((item) => item.id)).not.toContain(ticket.id);
    }
  });

  it('stays reachable for a user past the grace period without a subscription (no 402)', async () => {
    const organization = await createOrganization(ctx.db);
    await endGracePeriod(ctx.db, organization.id);
    const { headers } = await freshUser(Role.User, organization.id);
    expect((await call(headers, 'GET', '/todos')).statusCode).toBe(402);
    expect((await call(headers, 'GET', '/support/contact')).statusCode).toBe(200);
    expect((await call(headers, 'POST', '/support/tickets', ticketInput())).statusCode).toBe(201);
    expect((await call(headers, 'GET', '/support/tickets')).statusCode).toBe(200);
  });

  describe('rate limit', () => {
    it(`refuses the ${SUPPORT_TICKETS_PER_HOUR + 1}th request within the hour with a localized 429 and writes nothing`, async () => {
      const { user, headers } = await freshUser();
      // A ticket older than an hour does not count.
      await insertTicket(user.id);
      for (let index = 0; index < SUPPORT_TICKETS_PER_HOUR; index++) {
        expect((await call(headers, 'POST', '/support/tickets', ticketInput())).statusCode).toBe(201);
      }
      const count = () => ctx.db.$count(supportTickets, eq(supportTickets.userId, user.id));
      expect(await count()).toBe(SUPPORT_TICKETS_PER_HOUR + 1);
      const refused = await call(
        { ...headers, 'accept-language': 'az' },
        'POST',
        '/support/tickets',
        ticketInput(),
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'support_rate_limited' });
      expect(refused.json().message).toContain('dəstək müraciəti');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      const english = await call(
        { ...headers, 'accept-language': 'en' },
        'POST',
        '/support/tickets',
        ticketInput(),
      );
      expect(english.json().message).toContain('support requests');
      expect(await count()).toBe(SUPPORT_TICKETS_PER_HOUR + 1);
      // Another user is not held by it.
      expect((await call(as.user, 'POST', '/support/tickets', ticketInput())).statusCode).toBe(201);
    });

    it('lets exactly five of eight simultaneous requests through (counted in the database under a lock)', async () => {
      const { user, headers } = await freshUser();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => call(headers, 'POST', '/support/tickets', ticketInput())),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      expect(await ctx.db.$count(supportTickets, eq(supportTickets.userId, user.id))).toBe(5);
    });
  });

  describe('screenshot', () => {
    const post = (headers: Headers, screenshot: unknown, language = 'en') =>
      call(
        { ...headers, 'accept-language': language },
        'POST',
        '/support/tickets',
        ticketInput({ screenshot }),
      );

    it.each([
      ['PNG', PNG, 'image/png'],
      ['JPEG', JPEG, 'image/jpeg'],
      ['WebP', WEBP, 'image/webp'],
    ])(
      'stores a %s and serves it back byte-identical, inline, nosniff, never cached',
      async (_name, bytes, type) => {
        const { headers } = await freshUser();
        const res = await post(headers, bytes.toString('base64'));
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().screenshotType).toBe(type);
        for (const reader of [headers, as.superAdmin]) {
          const image = await call(reader, 'GET', `/support/tickets/${res.json().id}/screenshot`);
          expect(image.statusCode).toBe(200);
          expect(image.headers['content-type']).toBe(type);
          expect(image.headers['content-disposition']).toBe('inline');
          expect(image.headers['x-content-type-options']).toBe('nosniff');
          expect(image.headers['cache-control']).toBe('private, no-store');
          expect(image.rawPayload.equals(bytes)).toBe(true);
        }
      },
    );

    it.each([
      ['a GIF', GIF.toString('base64')],
      ['a text file (whatever its name)', Buffer.from('just text, saved as shot.png').toString('base64')],
      ['not base64 at all', 'data:image/png;base64,iVBORw0KGgo='],
    ])('refuses %s with a localized 400 naming the field, and writes nothing', async (_name, screenshot) => {
      const { user, headers } = await freshUser();
      const res = await post(headers, screenshot, 'az');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.screenshot).toEqual(['Ekran görüntüsü PNG, JPEG və ya WebP şəkli olmalıdır']);
      expect(await ctx.db.$count(supportTickets, eq(supportTickets.userId, user.id))).toBe(0);
    });

    it('refuses a screenshot over 2 MB (400), and a body over the route limit (413)', async () => {
      const { user, headers } = await freshUser();
      const big = Buffer.concat([PNG, Buffer.alloc(SUPPORT_SCREENSHOT_MAX_BYTES + 1 - PNG.length)]);
      const res = await post(headers, big.toString('base64'));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.screenshot).toEqual(['The screenshot must be at most 2 MB']);
      // Exactly 2 MB passes.
      const largest = Buffer.concat([PNG, Buffer.alloc(SUPPORT_SCREENSHOT_MAX_BYTES - PNG.length)]);
      expect((await post(headers, largest.toString('base64'))).statusCode).toBe(201);
      const huge = await post(headers, 'A'.repeat(4 * 1024 * 1024));
      expect(huge.statusCode).toBe(413);
      expect(await ctx.db.$count(supportTickets, eq(supportTickets.userId, user.id))).toBe(1);
    });

    it('answers 404 for another user’s screenshot and for a ticket without one', async () => {
      const { headers } = await freshUser();
      const res = await post(headers, PNG.toString('base64'));
      const url = `/support/tickets/${res.json().id}/screenshot`;
      expect((await call(as.user, 'GET', url)).statusCode).toBe(404);
      expect((await call(as.sameAdmin, 'GET', url)).statusCode).toBe(404);
      const plain = await call(headers, 'POST', '/support/tickets', ticketInput());
      expect((await call(headers, 'GET', `/support/tickets/${plain.json().id}/screenshot`)).statusCode).toBe(
        404,
      );
    });
  });

  describe('validation', () => {
    it.each([
      ['subject', { subject: 'a\u0000b' }],
      ['subject', { subject: 'line\nbreak' }],
      ['subject', { subject: 'x'.repeat(151) }],
      ['subject', { subject: '   ' }],
      ['message', { message: 'bell\u0007' }],
      ['message', { message: 'x'.repeat(5_001) }],
      ['category', { category: 'complaint' }],
      ['extra', { extra: true }],
    ])('refuses a bad %s with 400 naming it and writes nothing', async (field, change) => {
      const { user, headers } = await freshUser();
      const res = await call(headers, 'POST', '/support/tickets', ticketInput(change));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).join(' ')).toContain(field);
      expect(await ctx.db.$count(supportTickets, eq(supportTickets.userId, user.id))).toBe(0);
    });

    it('takes a multiline message of exactly 5,000 characters and a 150-character subject', async () => {
      const { headers } = await freshUser();
      const res = await call(
        headers,
        'POST',
        '/support/tickets',
        ticketInput({ subject: 'ə'.repeat(150), message: `${'a'.repeat(4_998)}\r\n` }),
      );
      expect(res.statusCode, res.body).toBe(201);
    });

    it('refuses an over-long or control-character answer', async () => {
      const ticket = await insertTicket(world.userA.id);
      for (const answer of ['x'.repeat(5_001), 'a\u0000', '']) {
        const res = await call(as.superAdmin, 'PUT', `/support/tickets/${ticket.id}/answer`, {
          answer,
          version: 1,
        });
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().errors)).toEqual(['answer']);
      }
      expect((await stored(ticket.id))?.version).toBe(1);
    });
  });

  describe('the SuperAdmin’s tickets', () => {
    it('lists every agency’s tickets with filters on status and category, newest first', async () => {
      const { user: agentB, headers: headersB } = await freshUser(Role.User, world.orgB.id);
      const open = (
        await call(headersB, 'POST', '/support/tickets', ticketInput({ category: 'billing' }))
      ).json();
      const older = await insertTicket(world.userA.id, {
        category: 'billing',
        status: 'answered',
        answer: 'Ok',
      });
      const page = async (filters: unknown[], sortOptions: unknown[] = []) =>
        (
          await call(as.superAdmin, 'POST', '/support/tickets/table', {
            page: 0,
            pageSize: 100,
            filters,
            sortOptions,
          })
        ).json() as { items: (TicketBody & { userId: number; category: string; createdAt: string })[] };
      const billing = await page([{ field: 'category', operator: 'Equal', value: 'billing' }]);
      expect(billing.items.map((item) => item.id)).toEqual(expect.arrayContaining([open.id, older.id]));
      expect(billing.items.every((item) => item.category === 'billing')).toBe(true);
      const newest = billing.items.findIndex((item) => item.id === open.id);
      expect(newest).toBeLessThan(billing.items.findIndex((item) => item.id === older.id));
      const answered = await page([{ field: 'status', operator: 'Equal', value: 'answered' }]);
      expect(answered.items.every((item) => item.status === 'answered')).toBe(true);
      expect(answered.items.map((item) => item.id)).toContain(older.id);
      const oldestFirst = await page([], [{ field: 'createdAt', direction: 'asc' }]);
      const dates = oldestFirst.items.map((item) => item.createdAt);
      expect(dates).toEqual([...dates].sort());
      expect(oldestFirst.items.some((item) => item.userId === agentB.id)).toBe(true);
      const bad = await call(as.superAdmin, 'POST', '/support/tickets/table', {
        page: 0,
        pageSize: 10,
        filters: [{ field: 'status', operator: 'Equal', value: 'lost' }],
      });
      expect(bad.statusCode).toBe(400);
    });

    it('answers: status answered, who and when, the author sees it; then closes; both audited', async () => {
      const { headers } = await freshUser();
      const ticket = (await call(headers, 'POST', '/support/tickets', ticketInput())).json() as TicketBody;
      const answered = await call(as.superAdmin, 'PUT', `/support/tickets/${ticket.id}/answer`, {
        answer: '  Admininizdən şifrəni sıfırlamağı xahiş edin.\nUğurlar! ',
        version: 1,
      });
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.json()).toMatchObject({
        status: 'answered',
        answer: 'Admininizdən şifrəni sıfırlamağı xahiş edin.\nUğurlar!',
        answeredByName: world.superAdmin.name,
        version: 2,
      });
      expect(answered.json().answeredAt).toEqual(expect.any(String));
      expect((await stored(ticket.id))?.answeredBy).toBe(world.superAdmin.id);

      const mine = (await call(headers, 'GET', '/support/tickets')).json() as TicketBody[];
      expect(mine[0]).toMatchObject({
        id: ticket.id,
        status: 'answered',
        answer: expect.stringContaining('Uğurlar'),
      });

      const closed = await call(as.superAdmin, 'PUT', `/support/tickets/${ticket.id}/close`, { version: 2 });
      expect(closed.json()).toMatchObject({ status: 'closed', version: 3 });
      expect(closed.json().closedAt).toEqual(expect.any(String));
      // Closing again changes nothing; answering a closed ticket is a 409.
      expect(
        (await call(as.superAdmin, 'PUT', `/support/tickets/${ticket.id}/close`, { version: 3 })).json(),
      ).toMatchObject({
        version: 3,
      });
      const late = await call(
        { ...as.superAdmin, 'accept-language': 'en' },
        'PUT',
        `/support/tickets/${ticket.id}/answer`,
        { answer: 'Late', version: 3 },
      );
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This support request is closed and can no longer be answered');

      const entries = await auditEntriesOf(ctx, 'supportTicket', ticket.id);
      expect(entries.map((entry) => entry.action)).toEqual([
        'supportTicket.answered',
        'supportTicket.closed',
      ]);
      expect(entries.every((entry) => entry.actorUserId === world.superAdmin.id)).toBe(true);
      expect(entries.every((entry) => entry.organizationId === null)).toBe(true);
      expect(entries[0]!.changes).toMatchObject({ status: { before: 'open', after: 'answered' } });
      expect(entries[1]!.changes).toMatchObject({ status: { before: 'answered', after: 'closed' } });
    });

    it('answers a stale version with 409 and changes nothing; a missing ticket is 404', async () => {
      const ticket = await insertTicket(world.userA.id, { version: 3 });
      const res = await call(as.superAdmin, 'PUT', `/support/tickets/${ticket.id}/answer`, {
        answer: 'Late',
        version: 2,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('stale_version');
      expect(
        (await call(as.superAdmin, 'PUT', `/support/tickets/${ticket.id}/close`, { version: 2 })).statusCode,
      ).toBe(409);
      expect(await stored(ticket.id)).toMatchObject({ status: 'open', answer: null, version: 3 });
      expect(await auditEntriesOf(ctx, 'supportTicket', ticket.id)).toEqual([]);
      expect(
        (await call(as.superAdmin, 'PUT', '/support/tickets/2147483647/close', { version: 1 })).statusCode,
      ).toBe(404);
    });
  });
});
