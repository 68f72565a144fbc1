/**
 * Who the statistics benchmark signs in as, and how much data stands behind each answer: the
 * generated agent with the most personal-list rows, and an Admin of the generated agency with
 * the most users. Also checks that the database holds what the bar speaks of (1,000,000
 * listings, at least 100,000 personal-list rows) and how old it is, since "today" and "month"
 * are only worth measuring when the data reaches up to now.
 */
import { Role } from '@emlak/contracts';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../apps/server/src/db/client';
import { plans, subscriptions } from '../apps/server/src/db/schema';
import { GENERATED_EMAIL_DOMAIN } from '../apps/server/src/db/seed/generator/generate-agencies';
import {
  bakuToday,
  coveringSubscriptionExists,
} from '../apps/server/src/modules/request-limits/covering-subscription';

export type Subject = { userId: number; email: string; organizationId: number; organizationName: string };

export type StatisticsData = {
  announcements: number;
  postedByAgencyUsers: number;
  personalListRows: number;
  soldRows: number;
  generatedAgencies: number;
  generatedUsers: number;
  userDailyStatsRows: number;
  userMonthlyStatsRows: number;
  /** Days from the newest listing to now: more than a few, and "today" measures empty days. */
  dataAgeDays: number;
  agent: Subject & { personalListRows: number; soldRows: number };
  admin: Subject & { organizationUsers: number; organizationPersonalListRows: number };
};

const LIKE_GENERATED = `%@${GENERATED_EMAIL_DOMAIN}`;

const one = async <Row extends pg.QueryResultRow>(
  client: pg.Client,
  text: string,
  values: unknown[] = [],
) => {
  const { rows } = await client.query<Row>(text, values);
  if (!rows[0]) throw new Error(`No row for: ${text}`);
  return rows[0];
};

export const describeStatisticsData = async (databaseUrl: string): Promise<StatisticsData> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const totals = await one<Omit<StatisticsData, 'agent' | 'admin'>>(
      client,
      `select (select count(*)::int from announcements) as "announcements",
              (select count(*)::int from announcements where created_by_user_id is not null) as "postedByAgencyUsers",
              (select count(*)::int from user_ads) as "personalListRows",
              (select count(*)::int from user_ads where status = 'sold') as "soldRows",
              (select count(distinct organization_id)::int from users where lower(email) like $1) as "generatedAgencies",
              (select count(*)::int from users where lower(email) like $1) as "generatedUsers",
              (select count(*)::int from user_daily_stats) as "userDailyStatsRows",
              (select count(*)::int from user_monthly_stats) as "userMonthlyStatsRows",
              (select coalesce(floor(extract(epoch from now() - max(created_at)) / 86400), 0)::int
                 from announcements) as "dataAgeDays"`,
      [LIKE_GENERATED],
    );
    if (totals.generatedUsers === 0) {
      throw new Error(
        'The bench database has no generated agencies (it predates them): delete .data/bench and run ' +
          'again to regenerate the 1,000,000 listings with agencies and personal lists.',
      );
    }
    const agent = await one<StatisticsData['agent']>(
      client,
      `select u.id as "userId", u.email, u.organization_id as "organizationId", o.name as "organizationName",
              count(*)::int as "personalListRows", count(*) filter (where a.status = 'sold')::int as "soldRows"
         from users u
         join organizations o on o.id = u.organization_id
         join user_ads a on a.user_id = u.id
        where lower(u.email) like $1 and u.role_id = $2
        group by u.id, o.name
        order by count(*) desc, u.id
        limit 1`,
      [LIKE_GENERATED, Role.User],
    );
    const admin = await one<StatisticsData['admin']>(
      client,
      `select u.id as "userId", u.email, u.organization_id as "organizationId", o.name as "organizationName",
              (select count(*)::int from users m where m.organization_id = o.id) as "organizationUsers",
              (select count(*)::int from user_ads a where a.organization_id = o.id) as "organizationPersonalListRows"
         from users u
         join organizations o on o.id = u.organization_id
        where lower(u.email) like $1 and u.role_id = $2
        order by (select count(*) from users m where m.organization_id = o.id) desc, u.id
        limit 1`,
      [LIKE_GENERATED, Role.Admin],
    );
    return { ...totals, agent, admin };
  } finally {
    await client.end();
  }
};

/**
 * What one period holds for the agent and for the Admin's organization (Baku calendar periods
 * holding today): the rows a request has to add up, to show the answers are not empty ones.
 */
export const periodVolumes = async (databaseUrl: string, data: StatisticsData) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      period: string;
      from: string;
      agentStatsDays: number;
      agentSold: number;
      agentAdded: number;
      agentPosted: number;
      organizationStatsRows: number;
      organizationSold: number;
    }>(
      `with today as (select (now() at time zone 'Asia/Baku')::date as day),
       periods(period, "from") as (
         select 'today', day from today
         union all select 'month', date_trunc('month', day)::date from today
         union all select 'year', date_trunc('year', day)::date from today)
       select p.period, p."from"::text as "from",
              count(*) filter (where s.user_id = $1)::int as "agentStatsDays",
              coalesce(sum(s.sold_count) filter (where s.user_id = $1), 0)::int as "agentSold",
              coalesce(sum(s.added_count) filter (where s.user_id = $1), 0)::int as "agentAdded",
              coalesce(sum(s.ads_count) filter (where s.user_id = $1), 0)::int as "agentPosted",
              count(*) filter (where u.organization_id = $2)::int as "organizationStatsRows",
              coalesce(sum(s.sold_count) filter (where u.organization_id = $2), 0)::int as "organizationSold"
         from periods p
         left join (user_daily_stats s join users u on u.id = s.user_id)
           on s.day between p."from" and (select day from today)
          and (u.organization_id = $2 or s.user_id = $1)
        group by p.period, p."from"
        order by p."from" desc`,
      [data.agent.userId, data.admin.organizationId],
    );
    return Object.fromEntries(rows.map(({ period, ...figures }) => [period, figures]));
  } finally {
    await client.end();
  }
};

/**
 * Makes the agent a paying one: a month's subscription to the first active plan around today,
 * unless one covers today already. The generated agencies have none, and since the payment gate
 * (docs/decisions.md "Billing") an agent (role User) without one is answered 402 on the dashboard's
 * statistics: the run of 2026-11-29 measured 150,000 such answers a request before this. Returns
 * whether it wrote one.
 */
export const ensureAgentPays = async (databaseUrl: string, agent: Subject): Promise<boolean> => {
  const database = createDatabase(databaseUrl, { max: 1, queryTimeoutMs: 0 });
  try {
    // The server's own rule for "covers today" (the payment gate's), so that the two cannot differ.
    const { rowCount } = await database.db.execute(sql`
      insert into ${subscriptions}
        (user_id, organization_id, subscription_plan_id, start_date, end_date, admin_notes)
      select ${agent.userId}::int, ${agent.organizationId}::int, ${plans.id}, ${bakuToday} - 15, ${bakuToday} + 15,
             'bench/statistics.ts: the measured agent pays, as a working one does'
        from ${plans}
       where ${plans.isActive} and not ${coveringSubscriptionExists(agent.userId)}
       order by ${plans.displayOrder}, ${plans.id}
       limit 1`);
    return (rowCount ?? 0) > 0;
  } finally {
    await database.close();
  }
};
