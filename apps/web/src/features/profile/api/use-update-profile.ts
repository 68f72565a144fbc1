import { profileSchema, type UpdateProfileInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileKeys } from './profile-keys';

/**
 * PUT /users/profile. The form shows field errors under their fields and other failures itself,
 * hence no toast; the answer is the saved profile, which replaces the cached one.
 */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateProfileInput) =>
      profileSchema.parse((await http.put('/users/profile', input, { skipErrorToast: true })).data),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail, profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
};
