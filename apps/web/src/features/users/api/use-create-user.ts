import { userSchema, type CreateUserInput } from '@emlak/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { useInvalidateUsers } from './use-invalidate-users';

/** POST /users; the form shows the errors itself (409 duplicate e-mail under the field). */
export const useCreateUser = () => {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (input: CreateUserInput) =>
      userSchema.parse((await http.post('/users', input, { skipErrorToast: true })).data),
    onSuccess: invalidate,
  });
};
