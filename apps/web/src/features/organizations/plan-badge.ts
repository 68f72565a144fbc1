/**
 * The spec's current-plan badge (section 2): no plan = none; 1 = Basic; 2 = Premium; 3 = Pro;
 * 4 = Enterprise; any other id = Plan {n}. It maps the plan id of the user's newest subscription;
 * the plan's real name is shown beside it, since ids follow the seed order, not these names.
 */
export type PlanBadge = { key: 'none' | 'basic' | 'premium' | 'pro' | 'enterprise' | 'other'; id?: number };

const named: Record<number, PlanBadge['key']> = { 1: 'basic', 2: 'premium', 3: 'pro', 4: 'enterprise' };

export const planBadgeOf = (planId: number | null | undefined): PlanBadge => {
  if (planId === null || planId === undefined) return { key: 'none' };
  return { key: named[planId] ?? 'other', id: planId };
};
