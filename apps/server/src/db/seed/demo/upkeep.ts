import { SUBSCRIPTION_PERIOD_DAYS, subscriptionStatuses } from '@emlak/contracts';
import { sql } from 'drizzle-orm';
import { bakuDate } from '../../../lib/baku-time';
import { settleDemoBudgets } from '../../../modules/budgets/demo-settlement';
import type { Executor } from '../../client';
import { DEMO_PAYING_EMAILS, DEMO_RENEWED_EMAILS } from './accounts';

/**
 * Keeps the demo a paying customer at every start (docs/decisions.md "Demo data"): runs after
 * the demo seed and before the billing tick, on the demo accounts only (never on accounts
 * people added to the demo agencies), and never on the customers who have not paid on purpose
 * (the unpaid agency, the expired agent): they are there to show the 402, an unpaid budget and
 * the auto-lock.
 */
export const runDemoUpkeep = async (db: Executor, now: Date): Promise<void> => {
  await renewDemoSubscriptions(db, now);
  // The paying demo agencies' ended months are issued and paid, so the tick never locks them.
  await settleDemoBudgets(db, now, DEMO_PAYING_EMAILS);
};

/**
 * A demo account (but the unpaid agency's and the expired agent's) whose subscriptions have all
 * run out gets a new one from today (Baku) for a whole period, on the plan of its latest
 * subscription (so the meter agent stays on its trial plan); the ones that ran out are marked
 * expired. An account with no subscription at all is
 * left alone: it never had one to renew. Returns how many were renewed.
 */
export const renewDemoSubscriptions = async (db: Executor, now: Date): Promise<number> => {
  const today = bakuDate(now);
  const end = bakuDate(now, SUBSCRIPTION_PERIOD_DAYS);
  const demoUsers = sql`(select id from users where lower(email) in (${sql.join(
    DEMO_RENEWED_EMAILS.map((email) => sql`${email}`),
    sql`, `,
  )}))`;
  await db.execute(sql`
    update subscriptions set is_active = false, status = ${subscriptionStatuses.expired}, updated_at = now()
    where user_id in ${demoUsers} and is_active and end_date <= ${today}`);
  const renewed = await db.execute(sql`
    insert into subscriptions (user_id, organization_id, subscription_plan_id, start_date, end_date, is_active, status)
    select distinct on (s.user_id) s.user_id, u.organization_id, s.subscription_plan_id, ${today}, ${end}, true, ${subscriptionStatuses.active}
    from subscriptions s
    join users u on u.id = s.user_id
    where s.user_id in ${demoUsers}
      and not exists (
        select 1 from subscriptions c
        where c.user_id = s.user_id and c.is_active and c.start_date <= ${today} and ${today} < c.end_date)
    order by s.user_id, s.start_date desc, s.id desc`);
  return renewed.rowCount ?? 0;
};
