import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TermsAnswerButtons } from './terms-answer-buttons';
import { TermsDocument } from './terms-document';
import { useTermsText } from './use-terms-text';

/**
 * The terms over the current screen with Refuse and Accept. It cannot be dismissed (no onClose,
 * so neither Escape nor the backdrop closes it): accepting closes it, refusing signs out. Loaded
 * only when it is needed, so the shell does not carry the whole text in three languages.
 */
export const TermsDialog = () => {
  const { t } = useTranslation();
  const { sections } = useTermsText();
  const titleId = useId();
  return (
    <Dialog open aria-labelledby={titleId} scroll="paper" maxWidth="md" fullWidth>
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
