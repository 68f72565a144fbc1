import { useQueryClient } from '@tanstack/react-query';
import { tableQueryKey } from '@/shared/ui/data-table/use-table-page';
import { ORGANIZATIONS_KEY } from './organization-keys';
import { ORGANIZATIONS_TABLE_ENDPOINT } from './use-organizations-table';

/** After a change: the table pages and any organization detail already loaded fetch again. */
export const useInvalidateOrganizations = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tableQueryKey(ORGANIZATIONS_TABLE_ENDPOINT) }),
      queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY }),
    ]);
};
