import { roleSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

export const ROLES_KEY = ['roles'] as const;
const rolesSchema = roleSchema.array();

/** GET /roles: the three fixed roles; the list shows its own error state, so no toast. */
export const useRoles = () =>
  useQuery({
    queryKey: ROLES_KEY,
    queryFn: async ({ signal }) =>
      rolesSchema.parse((await http.get('/roles', { signal, skipErrorToast: true })).data),
  });
