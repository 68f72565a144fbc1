import { tokenPairSchema, type ChangePasswordInput } from '@emlak/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { startSession } from '@/shared/auth/session';
import { useAppDispatch } from '@/shared/state/store-hooks';

/**
 * POST /accounts/change-password. The server ends every other session and answers a new token
 * pair for this one (its refresh tokens are replaced), so the pair is taken like a sign-in's: the
 * current session keeps working. A wrong current password is a field error (no refresh, no toast).
 */
export const useChangePassword = () => {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      const response = await http.post('/accounts/change-password', input, { skipErrorToast: true });
      const tokens = tokenPairSchema.parse(response.data);
      if (!dispatch(startSession(tokens))) throw new Error('Invalid token');
    },
  });
};
