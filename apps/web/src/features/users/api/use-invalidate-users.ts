import { useQueryClient } from '@tanstack/react-query';
import { organizationKeys, tableKey } from '@/shared/api/query-keys';
import { USERS_TABLE_ENDPOINT } from './use-users-table';

/**
 * After a change: the users table fetches again, and so do organization pages already loaded
 * (their user counts and user lists) and the organizations table.
 */
export const useInvalidateUsers = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tableKey(USERS_TABLE_ENDPOINT) }),
      queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
      queryClient.invalidateQueries({ queryKey: tableKey(organizationKeys.tableEndpoint) }),
    ]);
};
