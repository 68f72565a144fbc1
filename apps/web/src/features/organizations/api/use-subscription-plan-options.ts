import { planOptionSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { planKeys } from '@/shared/api/query-keys';

const optionsSchema = planOptionSchema.array();

/** GET /adminsubscription/dropdown: the active plans a subscription can be given. */
export const useSubscriptionPlanOptions = (enabled: boolean) =>
  useQuery({
    queryKey: planKeys.subscriptionOptions,
    queryFn: async ({ signal }) =>
      optionsSchema.parse((await http.get('/adminsubscription/dropdown', { signal })).data),
    enabled,
    staleTime: 60_000,
  });
