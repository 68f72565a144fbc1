import { useQueryClient } from '@tanstack/react-query';
import { tableKey } from '@/shared/api/query-keys';
import { supportKeys } from './support-keys';

/** After an answer or a close: the tickets table and the own list (a SuperAdmin's own requests). */
export const useInvalidateTickets = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tableKey(supportKeys.tableEndpoint) }),
      queryClient.invalidateQueries({ queryKey: supportKeys.mine }),
    ]);
};
