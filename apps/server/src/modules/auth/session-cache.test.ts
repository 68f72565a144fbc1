import { EventEmitter } from 'node:events';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { organizations, sessions, subscriptions, users } from '../../db/schema';
import {
  createOrganization,
  createTestContext,
  createTestDatabase,
  createUser,
  type TestContext,
} from '../../../test/helpers';
import { getProfile, loginAs, bearer } from './auth.test-support';
import {
  createSessionCache,
  forgetOnOwnWrites,
  listenForSessionFacts,
  SESSION_FACTS_CHANNEL,
} from './session-cache';

/**
 * Revokes a user's sessions from another connection with the triggers off
 * (session_replication_role = replica): a change the cache is not told about, which only a test makes.
 */
const revokeWithoutSignal = async (client: pg.Client, userId: number) => {
  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  await client.query(`update sessions set revoked_at = now(), revoked_reason = 'logout' where user_id = $1`, [
    userId,
  ]);
  await client.query('commit');
};

describe('session cache, on its own', () => {
  const live = (options: Parameters<typeof createSessionCache<string>>[0] = {}) => {
    const cache = createSessionCache<string>(options);
    cache.setLive(true);
    return cache;
  };

  it('answers nothing and keeps nothing while it is not live', () => {
    const cache = createSessionCache<string>();
    cache.store('a', 'row', cache.ticket());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps an answer until it is too old', () => {
    let now = 1_000;
    const cache = live({ maxAgeMs: 10_000, now: () => now });
    cache.store('a', 'row', cache.ticket());
    now += 9_999;
    expect(cache.get('a')).toBe('row');
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses an answer read before it forgot', () => {
    const cache = live();
    const ticket = cache.ticket();
    cache.forgetAll();
    cache.store('a', 'older row', ticket);
    expect(cache.get('a')).toBeUndefined();
    cache.store('a', 'row', cache.ticket());
    expect(cache.get('a')).toBe('row');
  });

  it('forgets everything when it stops being live, and when it is live again', () => {
    const cache = live();
    cache.store('a', 'row', cache.ticket());
    const ticket = cache.ticket();
    cache.setLive(false);
    cache.setLive(true);
    expect(cache.get('a')).toBeUndefined();
    cache.store('a', 'row', ticket);
    expect(cache.get('a')).toBeUndefined();
  });

  it("forgets at this process's own write: at its NOTICE and again when its connection is released", () => {
    const pool = new EventEmitter();
    const cache = live();
    const stop = forgetOnOwnWrites(pool, cache);
    const writer = {};
    const reader = {};
    cache.store('a', 'row', cache.ticket());
    const before = cache.ticket();
    pool.emit('notice', { message: SESSION_FACTS_CHANNEL }, writer);
    expect(cache.get('a')).toBeUndefined();
    // Read while the write was not yet committed: stored again, then forgotten at the release.
    cache.store('a', 'uncommitted view', cache.ticket());
    pool.emit('release', undefined, reader);
    expect(cache.get('a')).toBe('uncommitted view');
    pool.emit('release', undefined, writer);
    expect(cache.get('a')).toBeUndefined();
    cache.store('a', 'older row', before);
    expect(cache.get('a')).toBeUndefined();
    // Released once more (its next use): nothing left to forget for that connection.
    cache.store('a', 'row', cache.ticket());
    pool.emit('release', undefined, writer);
    pool.emit('notice', { message: 'another notice' }, writer);
    expect(cache.get('a')).toBe('row');
    stop();
    pool.emit('notice', { message: SESSION_FACTS_CHANNEL }, writer);
    expect(cache.get('a')).toBe('row');
  });

  it('drops the oldest entry when full', () => {
    const cache = live({ maxEntries: 2 });
    cache.store('a', 'A', cache.ticket());
    cache.store('b', 'B', cache.ticket());
    cache.store('c', 'C', cache.ticket());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
  });
});

/**
 * The cache inside the real app on a real PostgreSQL. "Another process" is a connection of the
 * test's own, outside the app's pool; "without a signal" is revokeWithoutSignal: it shows what the
 * cache holds.
 */
describe('session cache in the access policy', () => {
  let ctx: TestContext;
  let other: pg.Client;
  let organizationId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    other = new pg.Client({ connectionString: ctx.config.databaseUrl });
    await other.connect();
    organizationId = (await createOrganization(ctx.db)).id;
  });
  afterAll(async () => {
    await other.end();
    await ctx.close();
  });

  const signedIn = async () => {
    const user = await createUser(ctx.db, { organizationId });
    const tokens = await loginAs(ctx, user);
    const headers = bearer(tokens.accessToken);
    expect((await getProfile(ctx, headers)).statusCode).toBe(200);
    return { user, headers };
  };
  const revokeUnsignalled = (userId: number) => revokeWithoutSignal(other, userId);
  /** The status of the profile request, asked until it is `status` or `ms` have passed. */
  const statusWithin = async (headers: Record<string, string>, status: number, ms: number) => {
    const until = Date.now() + ms;
    let last: number;
    do {
      last = (await getProfile(ctx, headers)).statusCode;
      if (last === status) return last;
      await new Promise((resolve) => setTimeout(resolve, 20));
    } while (Date.now() < until);
    return last;
  };

  /** The cache's state, asked until it is `live` or `ms` have passed. */
  const liveWithin = async (live: boolean, ms: number) => {
    const until = Date.now() + ms;
    while (ctx.app.sessionCacheLive() !== live && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return ctx.app.sessionCacheLive();
  };

  it('is live once the app is ready', () => {
    expect(ctx.app.sessionCacheLive()).toBe(true);
  });

  it('answers from what it read: a change no trigger signalled is not seen, until a NOTIFY', async () => {
    const { user, headers } = await signedIn();
    await revokeUnsignalled(user.id);
    expect((await getProfile(ctx, headers)).statusCode).toBe(200);
    await other.query(`notify ${SESSION_FACTS_CHANNEL}`);
    expect(await statusWithin(headers, 401, 2_000)).toBe(401);
  });

  it('sees another process revoking the session within moments (the trigger NOTIFYs)', async () => {
    const { user, headers } = await signedIn();
    await other.query(
      `update sessions set revoked_at = now(), revoked_reason = 'logout' where user_id = $1`,
      [user.id],
    );
    expect(await statusWithin(headers, 401, 2_000)).toBe(401);
  });

  it.each([
    {
      change: 'the user locked',
      write: (userId: number) => ctx.db.update(users).set({ status: 'locked' }).where(eq(users.id, userId)),
      code: 'session_revoked',
    },
    {
      change: 'the session revoked',
      write: (userId: number) =>
        ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId)),
      code: 'session_revoked',
    },
  ])('sees a change this process wrote at once: $change', async ({ write, code }) => {
    const { user, headers } = await signedIn();
    await write(user.id);
    const res = await getProfile(ctx, headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code });
  });

  it('sees its own sign-out at once', async () => {
    const user = await createUser(ctx.db, { organizationId });
    const tokens = await loginAs(ctx, user);
    const headers = bearer(tokens.accessToken);
    expect((await getProfile(ctx, headers)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers,
    });
    expect(out.statusCode).toBe(204);
    expect((await getProfile(ctx, headers)).statusCode).toBe(401);
  });

  it('sees an organization locked by another process', async () => {
    const organization = await createOrganization(ctx.db);
    const user = await createUser(ctx.db, { organizationId: organization.id });
    const headers = bearer((await loginAs(ctx, user)).accessToken);
    expect((await getProfile(ctx, headers)).statusCode).toBe(200);
    await other.query('update organizations set is_locked = true where id = $1', [organization.id]);
    expect(await statusWithin(headers, 403, 2_000)).toBe(403);
    expect((await getProfile(ctx, headers)).json()).toMatchObject({ code: 'organization_locked' });
  });

  it('asks the database every time while its LISTEN connection is down, and listens again by itself', async () => {
    const { user, headers } = await signedIn();
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'listen ${SESSION_FACTS_CHANNEL}' and pid <> pg_backend_pid()`,
    );
    // The app learns of the lost connection from its socket (until then a NOTIFY could not reach
    // it either); once the cache is off, an unsignalled revoke is seen at once.
    expect(await liveWithin(false, 3_000)).toBe(false);
    await revokeUnsignalled(user.id);
    expect((await getProfile(ctx, headers)).statusCode).toBe(401);

    // Back (after 1 s and a probe): a new session is cached again, so an unsignalled revoke is not seen.
    expect(await liveWithin(true, 5_000)).toBe(true);
    const again = await signedIn();
    await revokeUnsignalled(again.user.id);
    expect((await getProfile(ctx, again.headers)).statusCode).toBe(200);
    await other.query(`notify ${SESSION_FACTS_CHANNEL}`);
    expect(await statusWithin(again.headers, 401, 2_000)).toBe(401);
  });

  it('signals only changes of what the lookup reads', async () => {
    const { user } = await signedIn();
    const listener = new pg.Client({ connectionString: ctx.config.databaseUrl });
    await listener.connect();
    let heard = 0;
    listener.on('notification', () => (heard += 1));
    await listener.query(`listen ${SESSION_FACTS_CHANNEL}`);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
    try {
      await ctx.db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.userId, user.id));
      await ctx.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, user.id));
      await ctx.db
        .update(organizations)
        .set({ name: `Renamed ${user.id}` })
        .where(eq(organizations.id, organizationId));
      await ctx.db.update(users).set({ status: 'active' }).where(eq(users.id, user.id));
      await settle();
      expect(heard).toBe(0);

      await ctx.db.update(users).set({ name: 'Another Name' }).where(eq(users.id, user.id));
      await settle();
      expect(heard).toBe(1);
      await ctx.db.delete(subscriptions).where(eq(subscriptions.userId, -1));
      await settle();
      expect(heard).toBe(1);
      await ctx.db.delete(sessions).where(eq(sessions.userId, user.id));
      await settle();
      expect(heard).toBe(2);
    } finally {
      await listener.end();
    }
  });

  it('signals a TRUNCATE of any of the four tables (its NOTICE, inside a transaction rolled back)', async () => {
    const client = new pg.Client({ connectionString: ctx.config.databaseUrl });
    await client.connect();
    const notices: string[] = [];
    client.on('notice', (notice) => notices.push(notice.message ?? ''));
    try {
      // Subscriptions first: a TRUNCATE ... CASCADE of the others reaches it too.
      const signalled: Record<string, boolean> = {};
      for (const table of ['subscriptions', 'sessions', 'users', 'organizations']) {
        notices.length = 0;
        await client.query('begin');
        await client.query(`truncate ${table} cascade`);
        await client.query('rollback');
        signalled[table] = notices.includes(SESSION_FACTS_CHANNEL);
      }
      expect(signalled).toEqual({ subscriptions: true, sessions: true, users: true, organizations: true });
    } finally {
      await client.end();
    }
  });
});

describe('session cache that cannot hear', () => {
  it('stays off when a NOTIFY sent through the pool does not come back on its LISTEN connection', async () => {
    // As behind a pooler that does not pass notifications through: the pool's one connection is
    // to one database, the LISTEN connection (made from the pool's options) to another.
    const { url, drop } = await createTestDatabase();
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const warnings: string[] = [];
    try {
      (await pool.connect()).release();
      pool.options.connectionString = inject('adminDatabaseUrl');
      const cache = createSessionCache<string>();
      const listening = listenForSessionFacts(pool, cache, {
        warn: (_fields, message) => warnings.push(message),
      });
      await listening.started;
      expect(cache.isLive()).toBe(false);
      expect(warnings).toEqual(['session cache off: cannot listen for changes']);
      await listening.stop();
    } finally {
      await pool.end();
      await drop();
    }
  });
});

describe('SESSION_CACHE=false', () => {
  let ctx: TestContext;
  afterAll(() => ctx.close());

  it('asks the database on every request', async () => {
    ctx = await createTestContext({ config: { sessionCache: false } });
    const organizationId = (await createOrganization(ctx.db)).id;
    const user = await createUser(ctx.db, { organizationId });
    const headers = bearer((await loginAs(ctx, user)).accessToken);
    expect((await getProfile(ctx, headers)).statusCode).toBe(200);
    const other = new pg.Client({ connectionString: ctx.config.databaseUrl });
    await other.connect();
    try {
      await revokeWithoutSignal(other, user.id);
    } finally {
      await other.end();
    }
    expect((await getProfile(ctx, headers)).statusCode).toBe(401);
    expect(ctx.app.sessionCacheLive()).toBe(false);
  });
});
