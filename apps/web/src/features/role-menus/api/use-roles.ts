import { roleSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** GET /roles: the three roles (1 Admin, 2 SuperAdmin, 3 User) with their current names. */
export const useRoles = () =>
  useQuery({
    queryKey: ['roles', 'list'],
    queryFn: async ({ signal }) =>
      roleSchema.array().parse((await http.get('/roles', { signal, skipErrorToast: true })).data),
  });
