import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { acceptedCurrentTerms, useTermsAcceptance } from './api/use-terms-acceptance';

const TermsDialog = lazy(() =>
  import('./components/terms-dialog').then((module) => ({ default: module.TermsDialog })),
);

/**
 * Asks a signed-in user who has not accepted the current terms version (TERMS_VERSION) to accept
 * or refuse them, over whatever screen the shell shows; not over /terms, which has its own
 * buttons. The dialog and the text are loaded only for such a user.
 */
export const TermsPrompt = () => {
  const { pathname } = useLocation();
  const acceptance = useTermsAcceptance();
  const open =
    acceptance.data !== undefined && !acceptedCurrentTerms(acceptance.data) && pathname !== '/terms';
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog />
    </Suspense>
  );
};
