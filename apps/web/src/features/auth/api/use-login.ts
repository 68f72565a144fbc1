import type { LoginInput } from '@emlak/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { http } from '@/shared/api/http-client';
import { setLoginUser } from '@/shared/auth/auth-slice';
import { startSession } from '@/shared/auth/session';

/**
 * Signs in and starts the session (cookies, state, device record). The form shows every failure
 * itself, and a 401 here means wrong credentials, never an expired session.
 */
export const useLogin = () => {
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const response = await http.post('/accounts/login', input, {
        skipAuthRefresh: true,
        skipErrorToast: true,
      });
      // zod loads with the first sign-in, not with the login screen (docs/decisions.md).
      const { tokenPairSchema } = await import('@/shared/auth/token-pair');
      const tokens = tokenPairSchema.parse(response.data);
      if (!dispatch(startSession(tokens))) throw new Error('Invalid token');
      dispatch(setLoginUser({ userName: input.userName }));
      return tokens;
    },
  });
};
