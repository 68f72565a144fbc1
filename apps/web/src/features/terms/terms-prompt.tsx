import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { acceptedCurrentTerms, useTermsAcceptance } from './api/use-terms-acceptance';
import { TermsAnswerButtons } from './components/terms-answer-buttons';
import { TermsDocument } from './components/terms-document';
import { useTermsText } from './components/use-terms-text';

/**
 * Asks a signed-in user who has not accepted the current terms version (TERMS_VERSION) to accept
 * or refuse them, over whatever screen the shell shows. It cannot be dismissed (no onClose, so
 * neither Escape nor the backdrop closes it): accepting closes it, refusing signs out. Not over /terms, which has its own buttons.
 */
export const TermsPrompt = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const acceptance = useTermsAcceptance();
  const { sections } = useTermsText();
  const titleId = useId();
  const open =
    acceptance.data !== undefined && !acceptedCurrentTerms(acceptance.data) && pathname !== '/terms';
  return (
    <Dialog open={open} aria-labelledby={titleId} scroll="paper" maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('terms.dialogTitle')}</DialogTitle>
      {/* Scrolls by keyboard too: the text alone has nothing focusable in it. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        <DialogContentText sx={{ mb: 2 }}>{t('terms.dialogIntro')}</DialogContentText>
        <TermsDocument sections={sections} level={3} idPrefix="terms-dialog-" />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <TermsAnswerButtons />
      </DialogActions>
    </Dialog>
  );
};
