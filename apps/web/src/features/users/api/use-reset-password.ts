import type { ResetPasswordInput } from '@emlak/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /users/:id/reset-password (204); the user's sessions end. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: async ({ id, input }: { id: number; input: ResetPasswordInput }) => {
      await http.post(`/users/${id}/reset-password`, input, { skipErrorToast: true });
    },
  });
