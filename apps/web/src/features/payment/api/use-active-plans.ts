import { planSchema, type Plan } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { planKeys } from '@/shared/api/query-keys';

const plansSchema = planSchema.array();

/** The packages the carousel offers: active plans in their display order. */
export const offeredPlans = (plans: readonly Plan[]): Plan[] =>
  plans.filter((plan) => plan.isActive).sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);

/**
 * GET /adminplan/plans (open to every signed-in role, and never payment-gated, so a gated agent
 * reads it here). Only with a session: the page shows a sign-in hint otherwise.
 */
export const useActivePlans = (enabled: boolean) =>
  useQuery({
    queryKey: planKeys.list,
    queryFn: async ({ signal }) =>
      offeredPlans(
        plansSchema.parse((await http.get('/adminplan/plans', { signal, skipErrorToast: true })).data),
      ),
    enabled,
    staleTime: 60_000,
  });
