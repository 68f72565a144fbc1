import { subscriptionsResponseSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { subscriptionKeys } from './subscription-keys';

/**
 * GET /adminsubscription/subscriptions?userId=: the user's subscriptions, newest first. The panel
 * treats a failure as "no plan" (spec section 4), so no toast here.
 */
export const useUserSubscriptions = (userId: number | null) =>
  useQuery({
    queryKey: subscriptionKeys.ofUser(userId ?? 0),
    queryFn: async ({ signal }) =>
      subscriptionsResponseSchema.parse(
        (
          await http.get('/adminsubscription/subscriptions', {
            params: { userId },
            signal,
            skipErrorToast: true,
          })
        ).data,
      ).subscriptions,
    enabled: userId !== null,
  });
