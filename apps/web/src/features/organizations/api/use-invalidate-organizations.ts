import { useQueryClient } from '@tanstack/react-query';
import { organizationKeys, tableKey } from '@/shared/api/query-keys';
import { ORGANIZATIONS_TABLE_ENDPOINT } from './use-organizations-table';

/** After a change: the table pages and any organization detail already loaded fetch again. */
export const useInvalidateOrganizations = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tableKey(ORGANIZATIONS_TABLE_ENDPOINT) }),
      queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    ]);
};
