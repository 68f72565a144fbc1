import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/**
 * Checks the unlock password on the server (docs/domain.md: never against anything in the browser).
 * The lock screen shows every outcome itself, hence no error toast; a wrong password is a 401
 * the client must not answer with a token refresh (the client knows the code wrong_password).
 */
export const useVerifyPassword = () =>
  useMutation({
    mutationFn: async (password: string) => {
      await http.post('/accounts/verify-password', { password }, { skipErrorToast: true });
    },
  });
