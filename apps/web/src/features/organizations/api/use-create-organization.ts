import { organizationSchema, type CreateOrganizationInput } from '@emlak/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useInvalidateOrganizations } from './use-invalidate-organizations';

/** POST /organizations (SuperAdmin); the form shows the errors itself. */
export const useCreateOrganization = () => {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: async (input: CreateOrganizationInput) =>
      organizationSchema.parse((await http.post('/organizations', input, { skipErrorToast: true })).data),
    onSuccess: invalidate,
  });
};
