import { subscriptionStatuses } from '@emlak/contracts';
import { bakuDate } from '../../../lib/baku-time';
import type { plans, subscriptions } from '../../schema';
import type { Random } from '../generator/random';

type SubscriptionRow = typeof subscriptions.$inferInsert;
type Subscriber = { id: number; organizationId: number };

/** docs/domain.md: a subscription runs from its start date to start + 40 days. */
const PERIOD_DAYS = 40;
const PAST_PERIODS = 2;

/**
 * For every agency user: an active subscription that started 10 days ago, and the two periods
 * before it, back to back (a period's end is the first day it no longer covers, which is the next
 * one's start), each on a plan picked at random (the popular plan most often).
 */
export const buildSubscriptions = (
  random: Random,
  subscribers: readonly Subscriber[],
  plans: readonly { id: number; isPopular: boolean }[],
  options: { now: Date; createdByUserId: number },
): SubscriptionRow[] =>
  subscribers.flatMap((user) =>
    Array.from({ length: PAST_PERIODS + 1 }, (_, age) => {
      const startOffset = -10 - age * PERIOD_DAYS;
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

/**
 * The meter agent's plan (docs/decisions.md "Demo data"): few searches so the meter visibly
 * counts down, free, and inactive so it is never offered for sale. Demo data only: a real
 * deployment never has it.
 */
export const DEMO_TRIAL_PLAN = {
  name: 'Sınaq',
  description: 'Demo: sınaq paketi, abunə müddətində 25 elan axtarışı. Satışa çıxarılmır.',
  price: '0.00',
  requestLimit: 25,
  isActive: false,
  isPopular: false,
  displayOrder: 99,
} as const satisfies typeof plans.$inferInsert;

/** The meter agent's one subscription: the trial plan from today for a whole period. */
export const buildTrialSubscription = (
  agent: Subscriber,
  planId: number,
  options: { now: Date; createdByUserId: number },
): SubscriptionRow => ({
  userId: agent.id,
  organizationId: agent.organizationId,
  subscriptionPlanId: planId,
  startDate: bakuDate(options.now),
  endDate: bakuDate(options.now, PERIOD_DAYS),
  isActive: true,
  createdByUserId: options.createdByUserId,
  createdAt: options.now,
  updatedAt: options.now,
});

/**
 * A subscription that ran out `endedDaysAgo` days ago and was not renewed (docs/decisions.md
 * "Demo data"): a whole period, ended, marked expired as the renewal marks the ones that ran out.
 * It is still billed by its dates.
 */
export const buildLapsedSubscription = (
  user: Subscriber,
  planId: number,
  options: { now: Date; createdByUserId: number; endedDaysAgo: number },
): SubscriptionRow => {
  const startOffset = -options.endedDaysAgo - PERIOD_DAYS;
  const createdAt = new Date(options.now.getTime() + startOffset * 86_400_000);
  return {
    userId: user.id,
    organizationId: user.organizationId,
    subscriptionPlanId: planId,
    startDate: bakuDate(options.now, startOffset),
    endDate: bakuDate(options.now, -options.endedDaysAgo),
    isActive: false,
    status: subscriptionStatuses.expired,
    createdByUserId: options.createdByUserId,
    createdAt,
    updatedAt: createdAt,
  };
};
