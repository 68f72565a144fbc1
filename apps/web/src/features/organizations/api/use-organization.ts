import { organizationSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { organizationKeys } from '@/shared/api/query-keys';

/** GET /organizations/:id; the page shows a 404 as its own not-found state, so no toast. */
export const useOrganization = (id: number) =>
  useQuery({
    queryKey: organizationKeys.detail(id),
    queryFn: async ({ signal }) =>
      organizationSchema.parse(
        (await http.get(`/organizations/${id}`, { signal, skipErrorToast: true })).data,
      ),
  });
