import { profileSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { profileKeys } from './profile-keys';

/** GET /users/profile: the caller's own account. The page shows its own error state, so no toast. */
export const useProfile = () =>
  useQuery({
    queryKey: profileKeys.detail,
    queryFn: async ({ signal }) =>
      profileSchema.parse((await http.get('/users/profile', { signal, skipErrorToast: true })).data),
  });
