import { bakuDate } from '../../../lib/baku-time';
import type { subscriptions } from '../../schema';
import type { Random } from '../generator/random';

type SubscriptionRow = typeof subscriptions.$inferInsert;
type Subscriber = { id: number; organizationId: number };

/** docs/domain.md: a subscription runs from its start date to start + 40 days. */
const PERIOD_DAYS = 40;
const PAST_PERIODS = 2;

/**
 * For every agency user: an active subscription that started 10 days ago, and the two periods
 * before it, each on a plan picked at random (the popular plan most often).
 */
export const buildSubscriptions = (
  random: Random,
  subscribers: readonly Subscriber[],
  plans: readonly { id: number; isPopular: boolean }[],
  options: { now: Date; createdByUserId: number },
): SubscriptionRow[] =>
  subscribers.flatMap((user) =>
    Array.from({ length: PAST_PERIODS + 1 }, (_, age) => {
      const startOffset = -10 - age * (PERIOD_DAYS + 1);
      const createdAt = new Date(options.now.getTime() + startOffset * 86_400_000);
      return {
        userId: user.id,
        organizationId: user.organizationId,
        subscriptionPlanId: random.weighted(plans.map((plan) => [plan.id, plan.isPopular ? 4 : 1] as const)),
        startDate: bakuDate(options.now, startOffset),
        endDate: bakuDate(options.now, startOffset + PERIOD_DAYS),
        isActive: age === 0,
        createdByUserId: options.createdByUserId,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
