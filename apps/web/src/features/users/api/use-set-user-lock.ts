import { userSchema } from '@emlak/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useInvalidateUsers } from './use-invalidate-users';

/** POST /users/:id/lock or /unlock; locking ends the user's sessions at once. */
export const useSetUserLock = () => {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async ({ id, locked }: { id: number; locked: boolean }) =>
      userSchema.parse(
        (await http.post(`/users/${id}/${locked ? 'lock' : 'unlock'}`, undefined, { skipErrorToast: true }))
          .data,
      ),
    onSuccess: invalidate,
  });
};
