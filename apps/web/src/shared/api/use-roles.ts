import { roleSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from './http-client';
import { roleKeys } from './query-keys';

const rolesSchema = roleSchema.array();

/**
 * GET /roles: the three fixed roles (1 Admin, 2 SuperAdmin, 3 User) with their current names.
 * Readers show their own error state, so no toast.
 */
export const useRoles = () =>
  useQuery({
    queryKey: roleKeys.list,
    queryFn: async ({ signal }) =>
      rolesSchema.parse((await http.get('/roles', { signal, skipErrorToast: true })).data),
  });
