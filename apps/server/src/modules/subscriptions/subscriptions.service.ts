import {
  Role,
  SUBSCRIPTION_PERIOD_DAYS,
  type CreateSubscriptionInput,
  type Subscription,
  type SubscriptionsResponse,
} from '@emlak/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { bakuDate } from '../../lib/baku-time';
import { onForeignKeyViolation } from '../../lib/constraint-errors';
import { organizationScope } from '../../lib/organization-scope';
import { recordChange } from '../audit/audit-recorder';
import { subscriptionsRepository as repository, type SubscriptionRow } from './subscriptions.repository';

const ENTITY = 'subscription';

const toSubscription = (row: SubscriptionRow): Subscription => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** A plan that does not exist or is not on sale (any more). */
const planUnavailable = () => fieldError('subscriptionPlanId', 'validation.invalidValue');

/** The operator's accounts are never billed (docs/decisions.md), so they get no subscription. */
const notSubscribable = () => new AppError('business_rule');

/**
 * Users' subscriptions (docs/decisions.md "Subscriptions"). Dates are Baku calendar days of
 * `now`; whatever dates, status or active flag the client sends are ignored (spec section 5).
 */
export const createSubscriptionsService = (db: Db) => ({
  /**
   * A user's subscriptions, newest first: the caller's own when `userId` is left out. A User
   * reaches only their own, an Admin their organization's users, a SuperAdmin anyone; anyone
   * else is a 404, as if they did not exist.
   */
  listForUser: async (
    actor: Actor,
    userId: number | undefined,
    now = new Date(),
  ): Promise<SubscriptionsResponse> => {
    const target = userId ?? actor.userId;
    if (actor.scope === 'own' && target !== actor.userId) throw notFound();
    const user = await repository.findSubscriber(db, target, organizationScope(actor, users.organizationId));
    if (!user) throw notFound();
    const rows = await repository.listForUser(db, user.id, bakuDate(now));
    return { subscriptions: rows.map(toSubscription) };
  },

  /**
   * A new subscription from today (Baku) to today + 40 days. One covering today is superseded in
   * the same transaction (ended today, inactive, cancelled), so a day is never paid twice; the
   * user's row is locked first, so concurrent creates for one user take turns and exactly one
   * subscription covers today afterwards.
   */
  create: async (actor: Actor, input: CreateSubscriptionInput, now = new Date()): Promise<Subscription> => {
    const today = bakuDate(now);
    const planId = input.subscriptionPlanId!;
    // A plan deleted between the check and the insert makes the foreign key refuse it: the same 400.
    const created = await onForeignKeyViolation(planUnavailable, () =>
      db.transaction(async (tx) => {
        const user = await repository.findSubscriber(
          tx,
          input.userId,
          organizationScope(actor, users.organizationId),
        );
        if (!user) throw notFound();
        if (user.isOperator || user.roleId === Role.SuperAdmin) throw notSubscribable();
        const plan = await repository.findPlan(tx, planId);
        if (!plan?.isActive) throw planUnavailable();

        await repository.lockSubscriber(tx, user.id);
        for (const { before, after } of await repository.supersedeCovering(tx, user.id, today)) {
          await recordChange(tx, actor, {
            action: 'subscription.superseded',
            entity: ENTITY,
            entityId: after.id,
            organizationId: after.organizationId,
            before,
            after,
          });
        }
        const subscription = await repository.insert(tx, {
          userId: user.id,
          organizationId: user.organizationId,
          subscriptionPlanId: plan.id,
          startDate: today,
          endDate: bakuDate(now, SUBSCRIPTION_PERIOD_DAYS),
          autoRenew: input.autoRenew ?? false,
          adminNotes: input.adminNotes || null,
          createdByUserId: actor.userId,
        });
        await recordChange(tx, actor, {
          action: 'subscription.created',
          entity: ENTITY,
          entityId: subscription.id,
          organizationId: subscription.organizationId,
          after: subscription,
        });
        return subscription;
      }),
    );
    return toSubscription((await repository.findById(db, created.id, today))!);
  },
});

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
