import { useQueryClient } from '@tanstack/react-query';
import { tableQueryKey } from '@/shared/ui/data-table/use-table-page';
import { USERS_TABLE_ENDPOINT } from './use-users-table';

/**
 * After a change: the users table fetches again, and so do organization pages already loaded
 * (their user counts and user lists), whose keys start with 'organizations'.
 */
export const useInvalidateUsers = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tableQueryKey(USERS_TABLE_ENDPOINT) }),
      queryClient.invalidateQueries({ queryKey: ['organizations'] }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey('/organizations/table') }),
    ]);
};
