import { organizationSchema } from '@emlak/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useInvalidateOrganizations } from './use-invalidate-organizations';

/** POST /organizations/:id/lock or /unlock (SuperAdmin); locking ends its users' sessions. */
export const useSetOrganizationLock = () => {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: async ({ id, locked }: { id: number; locked: boolean }) =>
      organizationSchema.parse(
        (
          await http.post(`/organizations/${id}/${locked ? 'lock' : 'unlock'}`, undefined, {
            skipErrorToast: true,
          })
        ).data,
      ),
    onSuccess: invalidate,
  });
};
