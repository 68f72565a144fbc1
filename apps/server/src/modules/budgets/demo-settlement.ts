import { budgetStatuses } from '@emlak/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bakuDate } from '../../lib/baku-time';
import { releaseSettled } from './auto-lock';
import { issueEndedMonths, jobCaller, waitForMonthCloseLock } from './month-close';

export const DEMO_PAYMENT_REFERENCE = 'DEMO';
const DEMO_PAYMENT_NOTES = 'demo data';

/** The billed organizations of the given accounts (the demo agencies of the demo accounts). */
const organizationsOfAccounts = async (db: Executor, emails: readonly string[]) => {
  if (emails.length === 0) return [];
  const result = await db.execute<{ id: number }>(sql`
    select distinct u.organization_id as id
      from users u join organizations o on o.id = u.organization_id and not o.is_operator
     where lower(u.email) in (${sql.join(
       emails.map((email) => sql`${email.toLowerCase()}`),
       sql`, `,
     )})
     order by 1`);
  return result.rows.map((row) => row.id);
};

/**
 * The demo agencies are paying customers (billing rule "Demo safety"): their ended months are
 * issued and every unpaid issued budget gets one payment of what it still owes, dated its due
 * date (or today, if that is earlier), reference DEMO, and dated issued the day after its month. Runs at start, before the month-close
 * tick, so that the tick never finds a demo budget overdue and locks a demo agency. Idempotent:
 * a second run finds nothing to pay. The agencies are those of the given (demo) accounts. Runs in
 * the caller's transaction (as a savepoint) or its own, under the month-close lock. Returns how
 * many budgets it paid.
 */
export const settleDemoBudgets = async (
  db: Executor,
  now: Date,
  accountEmails: readonly string[],
): Promise<number> =>
  db.transaction(async (tx) => {
    await waitForMonthCloseLock(tx);
    const organizationIds = await organizationsOfAccounts(tx, accountEmails);
    if (organizationIds.length === 0) return 0;
    await issueEndedMonths(tx, now, organizationIds);
    const today = bakuDate(now);
    const ids = sql.join(
      organizationIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const paid = await tx.execute<{ id: number }>(sql`
      with unpaid as (
        select id, total_cost - paid_amount as owed, least(due_date, ${today}::date) as paid_on
          from budgets
         where organization_id in (${ids}) and status = ${budgetStatuses.active}::int
         order by id
           for update
      ),
      payment as (
        insert into payments (budget_id, amount, paid_date, payment_reference, notes)
        select id, owed, paid_on, ${DEMO_PAYMENT_REFERENCE}, ${DEMO_PAYMENT_NOTES} from unpaid where owed > 0
      )
      update budgets b
         set paid_amount = b.total_cost, status = ${budgetStatuses.closed}::int, is_paid = true,
             paid_date = unpaid.paid_on, payment_reference = ${DEMO_PAYMENT_REFERENCE},
             -- As a running deployment's tick would have: issued the day after the month ended,
             -- so that no demo invoice reads as paid before it was issued.
             issued_at = least(b.issued_at, ((b.period_end + 1)::timestamp at time zone 'Asia/Baku')),
             updated_at = now(), version = b.version + 1
        from unpaid
       where b.id = unpaid.id
      returning b.id`);
    await releaseSettled(tx, today, jobCaller('demo-upkeep'), organizationIds);
    return paid.rows.length;
  });
