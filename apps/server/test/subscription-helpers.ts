import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { organizations, plans, subscriptions } from '../src/db/schema';
import { bakuDate } from '../src/lib/baku-time';

/** A plan of its own for a test: inactive by default, so that it never is the grace period's plan. */
export const createTestPlan = async (
  db: Db,
  values: { requestLimit: number; price?: string; isActive?: boolean; name?: string },
) => {
  const [row] = await db
    .insert(plans)
    .values({
      name: values.name ?? `Test plan ${Math.random().toString(36).slice(2, 10)}`,
      price: values.price ?? '10.00',
      requestLimit: values.requestLimit,
      isActive: values.isActive ?? false,
    })
    .returning();
  return row!;
};

/**
 * A subscription row as the subscriptions module would write it, with its dates given in Baku
 * calendar days from today (`from` 0 = today; `to` is the first day it no longer covers).
 * Without a plan, the seeded plan with the lowest id.
 */
export const giveSubscription = async (
  db: Db,
  user: { id: number; organizationId: number },
  options: { planId?: number; from?: number; to?: number; isActive?: boolean } = {},
) => {
  const planId =
    options.planId ?? (await db.select({ id: plans.id }).from(plans).orderBy(plans.id).limit(1))[0]!.id;
  const now = new Date();
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: user.id,
      organizationId: user.organizationId,
      subscriptionPlanId: planId,
      startDate: bakuDate(now, options.from ?? 0),
      endDate: bakuDate(now, options.to ?? 40),
      isActive: options.isActive ?? true,
    })
    .returning();
  return row!;
};

/** Moves an organization's grace period into the past (it ended an hour ago). */
export const endGracePeriod = (db: Db, organizationId: number) =>
  db
    .update(organizations)
    .set({ gracePeriodEnd: new Date(Date.now() - 3600_000) })
    .where(eq(organizations.id, organizationId));
