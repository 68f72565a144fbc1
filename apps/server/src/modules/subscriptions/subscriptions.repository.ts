import { subscriptionStatuses } from '@emlak/contracts';
import { and, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/client';
import { organizations, plans, subscriptions, users } from '../../db/schema';
import { UNPAGED_LIST_LIMIT } from '../../lib/list-query';

/** docs/decisions.md "Subscriptions": a subscription covers day D when active and start <= D < end. */
const covering = (today: string) =>
  and(
    eq(subscriptions.isActive, true),
    lte(subscriptions.startDate, today),
    gt(subscriptions.endDate, today),
  );

const subscriptionColumns = (today: string) => ({
  id: subscriptions.id,
  userId: subscriptions.userId,
  organizationId: subscriptions.organizationId,
  subscriptionPlanId: subscriptions.subscriptionPlanId,
  planName: plans.name,
  planPrice: plans.price,
  requestLimit: plans.requestLimit,
  startDate: subscriptions.startDate,
  endDate: subscriptions.endDate,
  isActive: subscriptions.isActive,
  autoRenew: subscriptions.autoRenew,
  status: subscriptions.status,
  adminNotes: subscriptions.adminNotes,
  isCurrent: sql<boolean>`coalesce(${covering(today)}, false)`,
  createdAt: subscriptions.createdAt,
});
export type SubscriptionRow = SelectResultFields<ReturnType<typeof subscriptionColumns>>;

/** A subscription's own columns, for the audit log. */
const ownColumns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  organizationId: subscriptions.organizationId,
  subscriptionPlanId: subscriptions.subscriptionPlanId,
  startDate: subscriptions.startDate,
  endDate: subscriptions.endDate,
  isActive: subscriptions.isActive,
  autoRenew: subscriptions.autoRenew,
  status: subscriptions.status,
  adminNotes: subscriptions.adminNotes,
};

export type NewSubscription = {
  userId: number;
  organizationId: number;
  subscriptionPlanId: number;
  startDate: string;
  endDate: string;
  autoRenew: boolean;
  adminNotes: string | null;
  createdByUserId: number;
};

export const subscriptionsRepository = {
  /** A user's subscriptions, newest first (the index on (user_id, start_date desc) serves it). */
  listForUser: async (db: Executor, userId: number, today: string): Promise<SubscriptionRow[]> =>
    db
      .select(subscriptionColumns(today))
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.subscriptionPlanId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.startDate), desc(subscriptions.id))
      .limit(UNPAGED_LIST_LIMIT),

  findById: async (db: Executor, id: number, today: string): Promise<SubscriptionRow | undefined> => {
    const [row] = await db
      .select(subscriptionColumns(today))
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.subscriptionPlanId))
      .where(eq(subscriptions.id, id));
    return row;
  },

  /** The user a subscription is for, within the caller's reach (`scope` on users.organization_id). */
  findSubscriber: async (db: Executor, userId: number, scope?: SQL) => {
    const [row] = await db
      .select({
        id: users.id,
        roleId: users.roleId,
        organizationId: users.organizationId,
        isOperator: organizations.isOperator,
      })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(and(eq(users.id, userId), scope));
    return row;
  },

  /**
   * Locks the user's row until the transaction ends, so that two subscriptions created for one
   * user at once take turns: the second sees (and supersedes) the first. Locking the user rather
   * than only their subscriptions also serializes a user's very first two. FOR NO KEY UPDATE does
   * not block the foreign-key checks (FOR KEY SHARE) of other writes that refer to the user.
   */
  lockSubscriber: async (tx: Executor, userId: number) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  },

  findPlan: async (db: Executor, id: number) => {
    const [row] = await db
      .select({ id: plans.id, isActive: plans.isActive })
      .from(plans)
      .where(eq(plans.id, id));
    return row;
  },

  /**
   * Ends the user's subscriptions that cover `today` on `today` (which they then no longer cover):
   * cancelled, so the day is never paid twice. Returns them before and after, for the audit log.
   */
  supersedeCovering: async (tx: Executor, userId: number, today: string) => {
    const before = await tx
      .select(ownColumns)
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), covering(today)))
      .for('update');
    if (before.length === 0) return [];
    const after = await tx
      .update(subscriptions)
      .set({
        endDate: today,
        isActive: false,
        status: subscriptionStatuses.cancelled,
        updatedAt: sql`now()`,
      })
      .where(and(eq(subscriptions.userId, userId), covering(today)))
      .returning(ownColumns);
    return before.map((row) => ({ before: row, after: after.find((changed) => changed.id === row.id)! }));
  },

  insert: async (tx: Executor, values: NewSubscription) => {
    const [row] = await tx
      .insert(subscriptions)
      .values({ ...values, isActive: true, status: subscriptionStatuses.active })
      .returning(ownColumns);
    return row!;
  },
};
