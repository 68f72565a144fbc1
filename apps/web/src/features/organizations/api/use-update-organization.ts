import { organizationSchema, type UpdateOrganizationInput } from '@emlak/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useInvalidateOrganizations } from './use-invalidate-organizations';

/** PUT /organizations/:id with the version it was read at; the form shows the errors itself. */
export const useUpdateOrganization = () => {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdateOrganizationInput }) =>
      organizationSchema.parse(
        (await http.put(`/organizations/${id}`, input, { skipErrorToast: true })).data,
      ),
    onSuccess: invalidate,
  });
};
