import { BUDGET_LOCK_AFTER_OVERDUE_DAYS, budgetStatuses } from '@emlak/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Caller } from '../../lib/actor';
import { recordEvent } from '../audit/audit-recorder';
import { organizationsRepository } from '../organizations/organizations.repository';
import type { OrganizationSelection } from './budget-computation';

/** An issued budget more than BUDGET_LOCK_AFTER_OVERDUE_DAYS past its due date (decision 7). */
const longOverdueBudgetOf = (organization: ReturnType<typeof sql.raw>, today: string) => sql`
  exists (select 1 from budgets b
           where b.organization_id = ${organization}
             and b.status = ${budgetStatuses.active}::int
             and b.due_date < ${today}::date - ${BUDGET_LOCK_AFTER_OVERDUE_DAYS}::int)`;

const selectionFilter = (organizations: OrganizationSelection) =>
  organizations === null
    ? sql`true`
    : organizations.length === 0
      ? sql`false`
      : sql`o.id in (${sql.join(
          organizations.map((id) => sql`${id}`),
          sql`, `,
        )})`;

const audit = async (
  tx: Executor,
  caller: Caller,
  organizationId: number,
  locked: boolean,
  actorUserId: number | null = null,
) =>
  recordEvent(tx, caller, {
    action: locked ? 'organization.locked' : 'organization.unlocked',
    entity: 'organization',
    entityId: organizationId,
    organizationId,
    actorUserId,
    details: { reason: 'unpaid_budget' },
  });

/**
 * Locks every billed organization with a long-overdue budget that is not locked yet (a lock by
 * hand stays 'manual'), ending its users' sessions as a lock by hand does. Returns their ids.
 */
export const lockLongOverdue = async (tx: Executor, today: string, caller: Caller): Promise<number[]> => {
  const locked = await tx.execute<{ id: number }>(sql`
    update organizations o
       set is_locked = true, locked_reason = 'unpaid_budget', updated_at = now(), version = o.version + 1
     where not o.is_operator and not o.is_locked and ${longOverdueBudgetOf(sql.raw('o.id'), today)}
     returning o.id`);
  for (const { id } of locked.rows) {
    await organizationsRepository.revokeMemberSessions(tx, id);
    await audit(tx, caller, id, true);
  }
  return locked.rows.map((row) => row.id);
};

/**
 * Unlocks the organizations this rule locked once none of their budgets is long overdue any
 * more; a lock by hand ('manual') is never undone here. Returns their ids.
 */
export const releaseSettled = async (
  tx: Executor,
  today: string,
  caller: Caller,
  organizations: OrganizationSelection,
  actorUserId: number | null = null,
): Promise<number[]> => {
  const released = await tx.execute<{ id: number }>(sql`
    update organizations o
       set is_locked = false, locked_reason = null, updated_at = now(), version = o.version + 1
     where o.is_locked and o.locked_reason = 'unpaid_budget'
       and ${selectionFilter(organizations)}
       and not ${longOverdueBudgetOf(sql.raw('o.id'), today)}
     returning o.id`);
  for (const { id } of released.rows) await audit(tx, caller, id, false, actorUserId);
  return released.rows.map((row) => row.id);
};
