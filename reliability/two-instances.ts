/**
 * Scenario 4, two instances on one database (the shared PostgreSQL 15, a database of its own),
 * no memory shared between them, the same JWT_SECRET: whatever must happen once, or N times,
 * happens so across both. Requests alternate between the instances.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { call, DEMO_PASSWORD, signIn, SUPER_ADMIN, type Session } from './support/client';
import { newJwtSecret, PORTS, startInstance, type Instance } from './support/instance';
import { createOwnDatabase, type OwnDatabase } from './support/pg15';
import { tally, type Report } from './support/report';

const METER_AGENT = 'meter@demo.az';
const SELLER = 'agent@demo.az';

const inDatabase = async (own: OwnDatabase, text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: own.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
};

/** The log lines of a server (JSON, one a line) with this message. */
const logLines = (server: Instance, message: string) =>
  readFileSync(server.log, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; issued?: number })
    .filter((entry) => entry.msg === message);

const monthClose = async (report: Report, own: OwnDatabase, jwtSecret: string) => {
  // Take back the last month the start-up month close issued, unpaid, so that it has work again.
  const [last] = await inDatabase(
    own,
    `select year, month from budgets where status = 2 order by year desc, month desc limit 1`,
  );
  if (!last) {
    report.check('the month close runs once across both instances', false, 'no issued month to take back');
    return [] as Instance[];
  }
  const removed = await inDatabase(
    own,
    `with gone as (select id from budgets where year = $1 and month = $2 and paid_amount = 0
                   and not exists (select 1 from budget_payments p where p.budget_id = budgets.id)),
          items as (delete from budget_line_items where budget_id in (select id from gone))
     delete from budgets where id in (select id from gone) returning id`,
    [last.year, last.month],
  ).catch(async () =>
    inDatabase(
      own,
      `with gone as (select id from budgets where year = $1 and month = $2 and paid_amount = 0),
            items as (delete from budget_line_items where budget_id in (select id from gone))
       delete from budgets where id in (select id from gone) returning id`,
      [last.year, last.month],
    ),
  );
  // Both start at once: each runs the month close at start.
  const env = { LOG_LEVEL: 'info' };
  const servers = await Promise.all(
    [PORTS[0], PORTS[1]].map((port, index) =>
      startInstance({ name: `two-${index + 1}`, port, jwtSecret, databaseUrl: own.url, env }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const issuedBy = servers.map((server) =>
    logLines(server, 'budget month close').reduce((sum, entry) => sum + (entry.issued ?? 0), 0),
  );
  const failures = servers.flatMap((server) => logLines(server, 'budget month close failed'));
  const [{ count }] = await inDatabase(
    own,
    `select count(*)::int as count from budgets where year = $1 and month = $2 and paid_amount = 0`,
    [last.year, last.month],
  );
  report.check(
    `the month close runs once across both instances (${last.year}-${last.month} taken back and re-issued)`,
    removed.length > 0 &&
      issuedBy.filter((issued) => issued > 0).length === 1 &&
      failures.length === 0 &&
      count === removed.length,
    `${removed.length} budgets taken back; issued by instance 1: ${issuedBy[0]}, instance 2: ${issuedBy[1]}; ${failures.length} failures; ${count} there now`,
  );
  return servers;
};

export const twoInstancesScenario = async (report: Report) => {
  const own = await createOwnDatabase('two');
  const jwtSecret = newJwtSecret();
  let servers: Instance[] = [];
  try {
    // The first start migrates and seeds alone (a deployment migrates before it scales out).
    const first = await startInstance({
      name: 'two-seed',
      port: PORTS[0],
      jwtSecret,
      databaseUrl: own.url,
      demo: true,
    });
    await first.stop();
    servers = await monthClose(report, own, jwtSecret);
    if (servers.length === 0)
      servers = await Promise.all(
        [PORTS[0], PORTS[1]].map((port, index) =>
          startInstance({ name: `two-${index + 1}`, port, jwtSecret, databaseUrl: own.url }),
        ),
      );
    const [a, b] = servers as [Instance, Instance];
    const other = (session: Session) => ({ ...session, url: session.url === a.url ? b.url : a.url });

    // One JWT_SECRET: a token from one instance is good on the other.
    const admin = await signIn(a.url, SUPER_ADMIN, 'two-admin');
    report.check(
      'a session signed in on instance 1 works on instance 2',
      (await call(other(admin), 'GET', '/users/profile')).status === 200,
    );

    // Sessions: each instance keeps what it read of a session for a few seconds, and forgets it
    // when PostgreSQL signals a change (docs/decisions.md "Session lookup: a cache PostgreSQL
    // invalidates"): a sign-out on one instance ends the session on the other within moments.
    const leaving = await signIn(a.url, 'admin2@demo.az', 'two-leaving');
    const beforeOut = (await call(other(leaving), 'GET', '/users/profile')).status;
    const out = (await call(leaving, 'POST', '/auth/logout')).status;
    const signedOut = performance.now();
    let afterOut = 0;
    do {
      afterOut = (await call(other(leaving), 'GET', '/users/profile')).status;
    } while (afterOut === 200 && performance.now() - signedOut < 3_000);
    report.check(
      'a sign-out on instance 1 ends the session on instance 2 within 1 s (its session cache hears the NOTIFY)',
      beforeOut === 200 && out === 204 && afterOut === 401 && performance.now() - signedOut < 1_000,
      `instance 2 before: ${beforeOut}; sign-out on instance 1: ${out}; instance 2 after ${Math.round(performance.now() - signedOut)} ms: ${afterOut}`,
    );

    // Plan limit: exactly the searches left on the meter go through, across both.
    const meter = await signIn(a.url, METER_AGENT, 'two-meter');
    const profile = (await call(meter, 'GET', '/users/profile')).json as {
      queryLimit: number;
      queriesUsed: number;
    };
    const left = profile.queryLimit - profile.queriesUsed;
    const searches = await Promise.all(
      Array.from({ length: left + 30 }, (_, i) =>
        call(i % 2 ? other(meter) : meter, 'POST', '/ad/table', {}).then((answer) => answer.status),
      ),
    );
    report.check(
      `plan limit: ${left} searches left, ${left + 30} sent at once across both: exactly ${left} succeed, the rest 429`,
      searches.filter((s) => s === 200).length === left && searches.filter((s) => s === 429).length === 30,
      `limit ${profile.queryLimit}, used ${profile.queriesUsed} before; ${tally(searches)}`,
    );

    // One sale per listing: 50 at once across both.
    const seller = await signIn(a.url, SELLER, 'two-seller');
    type Row = { id: number; status: string; soldAt: string | null };
    const list = (await call(seller, 'POST', '/usersads/table', {})).json as { items?: Row[] };
    const rows = (list.items ?? []).filter((row) => row.soldAt === null && row.status !== 'sold');
    if (rows.length === 0) {
      report.check(
        'one sale per listing',
        false,
        `no unsold list add found: ${JSON.stringify(list).slice(0, 200)}`,
      );
    } else {
      const id = rows[0]!.id;
      const sales = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(i % 2 ? other(seller) : seller, 'POST', '/usersads/sell', {
            id,
            amountOfSeller: 100 + i,
            amountOfBuyer: 0,
          }).then(
            (answer) =>
              `${answer.status}${answer.status >= 400 ? ` ${(answer.json as { code?: string }).code}` : ''}`,
          ),
        ),
      );
      report.check(
        'one sale per listing: 50 POST /usersads/sell at once across both, exactly one 2xx',
        sales.filter((s) => s.startsWith('2')).length === 1 &&
          sales.every((s) => s.startsWith('2') || s.startsWith('409')),
        `list add ${id}: ${tally(sales)}`,
      );
    }

    // Login throttling: the e-mail's limit counts attempts on both instances together.
    const victim = 'agent2@demo.az';
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${i % 2 ? b.url : a.url}/api/v1/accounts/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-device-id': `two-guess-${i}` },
          body: JSON.stringify({ userName: victim, password: `Wrong-password-${i}` }),
        }).then((res) => res.status),
      ),
    );
    const rightAfter = await Promise.all(
      [a.url, b.url].map((url) =>
        fetch(`${url}/api/v1/accounts/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-device-id': 'two-owner' },
          body: JSON.stringify({ userName: victim, password: DEMO_PASSWORD }),
        }).then((res) => res.status),
      ),
    );
    report.check(
      'login throttling agrees across both: 20 wrong passwords at once, 5 refused as wrong, 15 throttled; then both throttle the right one',
      attempts.filter((s) => s === 401).length === 5 &&
        attempts.filter((s) => s === 429).length === 15 &&
        rightAfter.every((s) => s === 429),
      `${tally(attempts)}; right password then: ${rightAfter.join(', ')}`,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await own.drop();
  }
};
