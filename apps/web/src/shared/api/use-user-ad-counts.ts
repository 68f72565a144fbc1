import { userAdCountsSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { userAdKeys } from '@/shared/api/query-keys';

/** How many of the caller's list rows are in each status: the numbers on My list's tabs. */
export const useUserAdCounts = () =>
  useQuery({
    queryKey: userAdKeys.counts,
    queryFn: async ({ signal }) =>
      userAdCountsSchema.parse((await http.get('/usersads/counts', { signal, skipErrorToast: true })).data),
  });
