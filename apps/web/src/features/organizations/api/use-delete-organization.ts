import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useInvalidateOrganizations } from './use-invalidate-organizations';

/** DELETE /organizations/:id (SuperAdmin); the dialog shows a refusal (409 organization_in_use). */
export const useDeleteOrganization = () => {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: async (id: number) => {
      await http.delete(`/organizations/${id}`, { skipErrorToast: true });
    },
    onSuccess: invalidate,
  });
};
