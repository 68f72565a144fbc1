import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useInvalidateUsers } from './use-invalidate-users';

/** DELETE /users/:id; the dialog shows a refusal (409 user_in_use, 422 for oneself). */
export const useDeleteUser = () => {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (id: number) => {
      await http.delete(`/users/${id}`, { skipErrorToast: true });
    },
    onSuccess: invalidate,
  });
};
