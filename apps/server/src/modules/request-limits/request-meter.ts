import { Role, type QueryMeter } from '@emlak/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, plans, requestUsage, subscriptions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { coversToday } from './covering-subscription';

/** A metered search's standing after it was counted: what the response headers say. */
export type QueryMeterReading = { limit: number; used: number; remaining: number };

/** What a metered service call answers: its result and, for a metered caller, the meter after it. */
export type Metered<T> = { result: T; meter: QueryMeterReading | null };

type MeteredActor = Pick<Actor, 'userId' | 'roleId' | 'organizationId'>;

/**
 * The period a User's searches count against, as the CTE `period (period_key, request_limit)`
 * (billing decision 5): the subscription covering today (the newest, should two overlap) with
 * its plan's limit, key `sub:<id>`; else, inside the organization's grace period, the cheapest
 * active plan's limit (by price, then limit), key `grace:<organizationId>`. No row: the user has
 * no paid period, or is not metered: the operator's organization is never billed, and during a
 * grace period with no active plan there is no limit to apply (`organization.free` tells these
 * apart from an unpaid account).
 */
const periodCte = (actor: MeteredActor) => sql`
  covering as (
    select ${subscriptions.id} as id, ${plans.requestLimit} as request_limit
    from ${subscriptions} join ${plans} on ${plans.id} = ${subscriptions.subscriptionPlanId}
    where ${subscriptions.userId} = ${actor.userId} and ${coversToday}
    order by ${subscriptions.startDate} desc, ${subscriptions.id} desc
    limit 1
  ),
  organization as (
    select ${organizations.isOperator} as operator, now() < ${organizations.gracePeriodEnd} as in_grace,
           ${organizations.isOperator} or now() < ${organizations.gracePeriodEnd} as free
    from ${organizations} where ${organizations.id} = ${actor.organizationId}
  ),
  period as (
    select 'sub:' || id as period_key, request_limit from covering
    union all
    select ${`grace:${actor.organizationId}`}, cheapest.request_limit
    from organization
    cross join lateral (
      select ${plans.requestLimit} as request_limit from ${plans} where ${plans.isActive}
      order by ${plans.price}, ${plans.requestLimit} limit 1
    ) as cheapest
    where organization.in_grace and not organization.operator and not exists (select 1 from covering)
  )`;

type MeterRow = {
  period_key: string | null;
  limit: number | null;
  used: number | null;
  free: boolean | null;
};

const isMetered = (actor: MeteredActor) => actor.roleId === Role.User;

/**
 * Counts one announcement search of a User against the plan's limit, in one statement that is
 * atomic in PostgreSQL: the upsert on (user_id, period_key) takes the row lock, and the
 * conditional `do update ... where used < limit` returns no row once the limit is reached, so
 * two server processes never let more searches through than the limit. Null for a caller who is
 * not metered (Admin, SuperAdmin, the operator's users, a grace period without an active plan).
 * 429 `plan_limit_reached` past the limit; 402 `payment_required` when the user has no paid period
 * any more (it ended since the access policy let the request in).
 */
export const consumeSearch = async (db: Executor, actor: MeteredActor): Promise<QueryMeterReading | null> => {
  if (!isMetered(actor)) return null;
  const result = await db.execute<MeterRow>(sql`
    with ${periodCte(actor)},
    counted as (
      insert into ${requestUsage} (user_id, period_key, used)
      select ${actor.userId}, period_key, 1 from period where request_limit > 0
      on conflict (user_id, period_key) do update
        set used = ${requestUsage}.used + 1, updated_at = now()
        where ${requestUsage}.used < (select request_limit from period)
      returning used
    )
    select (select period_key from period) as period_key,
           (select request_limit from period) as "limit",
           (select used from counted) as used,
           (select free from organization) as free`);
  const row = result.rows[0];
  if (!row || row.period_key === null || row.limit === null) {
    if (row?.free) return null;
    throw new AppError('payment_required');
  }
  if (row.used === null) {
    throw new AppError('plan_limit_reached', {
      headers: queryMeterHeaders({ limit: row.limit, used: row.limit }),
    });
  }
  return { limit: row.limit, used: row.used, remaining: Math.max(0, row.limit - row.used) };
};

/**
 * The caller's meter as GET /users/profile shows it, without counting: `queryLimit` null when the
 * caller is not metered or has no paid period.
 */
export const readQueryMeter = async (db: Executor, actor: MeteredActor): Promise<QueryMeter> => {
  if (!isMetered(actor)) return { queryLimit: null, queriesUsed: 0 };
  const result = await db.execute<MeterRow>(sql`
    with ${periodCte(actor)}
    select period.period_key, period.request_limit as "limit", coalesce(${requestUsage.used}, 0) as used,
           false as free
    from period
    left join ${requestUsage}
      on ${requestUsage.userId} = ${actor.userId} and ${requestUsage.periodKey} = period.period_key`);
  const row = result.rows[0];
  if (!row || row.limit === null) return { queryLimit: null, queriesUsed: 0 };
  return { queryLimit: row.limit, queriesUsed: Math.min(row.used ?? 0, row.limit) };
};

/** The response headers of a metered search (docs/api.md "Request limits"). */
export const queryMeterHeaders = ({ limit, used }: { limit: number; used: number }) => ({
  'x-query-limit': String(limit),
  'x-query-remaining': String(Math.max(0, limit - used)),
});
