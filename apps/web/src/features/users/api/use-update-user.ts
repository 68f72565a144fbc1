import { userSchema, type UpdateUserInput } from '@emlak/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useInvalidateUsers } from './use-invalidate-users';

/** PUT /users/:id with the version it was read at; the form shows the errors itself. */
export const useUpdateUser = () => {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdateUserInput }) =>
      userSchema.parse((await http.put(`/users/${id}`, input, { skipErrorToast: true })).data),
    onSuccess: invalidate,
  });
};
