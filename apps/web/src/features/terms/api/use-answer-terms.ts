import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { saveLogoutMessage } from '@/shared/auth/logout-message';
import { signOut } from '@/shared/auth/sign-out';
import { useAppDispatch } from '@/shared/state/store-hooks';

/**
 * Accept or refuse the terms (POST /accounts/accept-terms). Accepting refreshes the profile, which
 * closes the after-sign-in dialog. Refusing signs out with the reason on the login page (spec
 * section 5, 'You must accept the terms'), even when the refusal could not be recorded: the user
 * said no, and the server keeps no acceptance for the current version either way.
 */
export const useAnswerTerms = () => {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const accept = useMutation({
    mutationFn: () => http.post('/accounts/accept-terms', { accepted: true }, { skipErrorToast: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
  const refuse = useMutation({
    mutationFn: async () => {
      await http
        .post('/accounts/accept-terms', { accepted: false }, { skipErrorToast: true })
        .catch(() => undefined);
    },
    onSettled: () => {
      saveLogoutMessage({ key: 'auth.termsRefusedNotice', severity: 'warning', duration: 0 });
      dispatch(signOut({ redirect: true }));
    },
  });
  return { accept, refuse, pending: accept.isPending || refuse.isPending };
};
