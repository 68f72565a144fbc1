import { organizationUserSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { organizationKeys } from '@/shared/api/query-keys';

// Loose: a colorCode the server may add later reaches the cards without a client change.
const usersSchema = organizationUserSchema.loose().array();

/** GET /organizations/:id/users: every user of the organization (the server stops at 1,000). */
export const useOrganizationUsers = (id: number) =>
  useQuery({
    queryKey: organizationKeys.users(id),
    queryFn: async ({ signal }) =>
      usersSchema.parse(
        (await http.get(`/organizations/${id}/users`, { signal, skipErrorToast: true })).data,
      ),
  });
