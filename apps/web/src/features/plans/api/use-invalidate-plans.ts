import { useQueryClient } from '@tanstack/react-query';
import { planKeys, tableKey } from '@/shared/api/query-keys';

/** After a plan change: the table pages, the payment page's plans and every plan dropdown. */
export const useInvalidatePlans = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tableKey(planKeys.tableEndpoint) }),
      queryClient.invalidateQueries({ queryKey: planKeys.all }),
    ]);
};
