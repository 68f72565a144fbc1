/**
 * Personal-list rows for the sell benchmark: each request sells a different listing. The sales
 * are spread over several agents of different agencies (`agents`), as at an agency's busiest
 * hour, where 16 sales at one moment are 16 people's; with one agent they measure how one
 * person's 16 simultaneous sales take turns on that person's day of statistics instead
 * (docs/benchmarks.md). `undo` removes the rows, puts the listings back on the market and
 * vacuums, so that the next run finds the same million listings in the same state.
 */
import pg from 'pg';
import { Role } from '@emlak/contracts';
import {
  GENERATED_EMAIL_DOMAIN,
  GENERATED_PASSWORD,
} from '../../apps/server/src/db/seed/generator/generate-agencies';
import { signIn } from './bench-data';
import type { NamedRequest } from './drive';

export type Sale = { agent: string; userAdId: number };
export type Sales = { sales: Sale[]; undo: () => Promise<void> };

/**
 * E-mails of `count` generated agency Admins, each of a different agency. Admins sell from their
 * own lists like their agents, by the same route; the generated agencies have no subscription,
 * which an agent (role User) would need (402 payment_required).
 */
export const benchAgents = async (databaseUrl: string, count: number): Promise<string[]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(
      `select distinct on (organization_id) email from users
        where email like $1 and role_id = $2 and status = 'active'
        order by organization_id, id limit $3`,
      [`%@${GENERATED_EMAIL_DOMAIN}`, Role.Admin, count],
    );
    if (rows.length < count)
      throw new Error(`Only ${rows.length} generated agencies have an Admin; ${count} wanted.`);
    return rows.map((row) => row.email);
  } finally {
    await client.end();
  }
};

/** `rows` rows on unsold public listings spread over the table, dealt to `agentEmails` in turn. */
export const prepareSales = async (
  databaseUrl: string,
  options: { agentEmails: readonly string[]; rows: number },
): Promise<Sales> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const inserted = await client.query<{ id: string; announcement_id: string; email: string }>(
      `with agents as (
         select u.id, u.organization_id, u.email, e.n
           from unnest($1::text[]) with ordinality as e(email, n)
           join users u on lower(u.email) = lower(e.email)
       ),
       picked as (
         select a.id, row_number() over (order by a.id) as n from announcements a
          where not a.is_sold and a.organization_id is null and a.id % 97 = 13
            and not exists (select 1 from user_ads u where u.announcement_id = a.id)
          order by a.id limit $2
       ),
       rows as (
         insert into user_ads (user_id, organization_id, announcement_id, status)
         select agents.id, agents.organization_id, picked.id, 'added'
           from picked join agents on agents.n = (picked.n - 1) % $3 + 1
         returning id, announcement_id, user_id
       )
       select rows.id, rows.announcement_id, users.email from rows join users on users.id = rows.user_id
        order by rows.id`,
      [options.agentEmails, options.rows, options.agentEmails.length],
    );
    if (inserted.rows.length < options.rows) {
      throw new Error(
        `Only ${inserted.rows.length} listings to sell; ${options.rows} wanted (unknown agent?).`,
      );
    }
    const sales = inserted.rows.map((row) => ({ agent: row.email, userAdId: Number(row.id) }));
    const userAdIds = sales.map((sale) => sale.userAdId);
    const announcementIds = inserted.rows.map((row) => Number(row.announcement_id));
    return {
      sales,
      undo: async () => {
        const undoClient = new pg.Client({ connectionString: databaseUrl });
        await undoClient.connect();
        try {
          await undoClient.query('begin');
          await undoClient.query('delete from user_ads where id = any($1::bigint[])', [userAdIds]);
          await undoClient.query(
            'update announcements set is_sold = false, sold_at = null where id = any($1::bigint[]) and is_sold',
            [announcementIds],
          );
          await undoClient.query('commit');
          // The sales and their undoing left 2 dead versions per listing and pages no longer
          // all-visible: the next run's index-only scans would read the table (3.8 ms -> 43 ms
          // for a count) and its plans could change.
          await undoClient.query('vacuum (analyze) announcements, user_ads, map_cell_counts');
        } finally {
          await undoClient.end();
        }
      },
    };
  } finally {
    await client.end();
  }
};

/** Each agent signed in on the server: their access tokens by e-mail. */
export const signInAgents = async (serverUrl: string, emails: readonly string[]) => {
  const tokens = new Map<string, string>();
  for (const email of emails) tokens.set(email, await signIn(serverUrl, email, GENERATED_PASSWORD));
  return tokens;
};

/**
 * The sell step's request: each request sells the next of `sales`, taken from the front (the rows
 * were dealt to the agents in turn), as the agent whose row it is.
 */
export const sellRequest = (
  sales: readonly Sale[],
  tokens: ReadonlyMap<string, string>,
  headers: Record<string, string>,
): NamedRequest => {
  let next = 0;
  return {
    name: 'sell',
    method: 'POST',
    path: '/api/v1/usersads/sell',
    setup: () => {
      const sale = sales[next++ % sales.length]!;
      return {
        body: { id: sale.userAdId, amountOfSeller: 1500, amountOfBuyer: 750.5 },
        headers: { ...headers, authorization: `Bearer ${tokens.get(sale.agent)!}` },
      };
    },
  };
};
