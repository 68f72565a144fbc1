import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnsavedChangesGuard } from './use-unsaved-changes-guard';

export type UnsavedChangesDialogProps = {
  guard: UnsavedChangesGuard;
  /** A translated text naming what would be lost; the general one unless given. */
  message?: string;
};

/**
 * The question of useUnsavedChangesGuard. The buttons say what they do ("Stay", "Discard
 * changes") rather than OK/Cancel; Stay is the safe choice, focused first, and Escape or a click
 * outside also stays.
 */
export const UnsavedChangesDialog = ({ guard, message }: UnsavedChangesDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={guard.open}
      onClose={guard.stay}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: 3 } } }}
    >
      <DialogTitle id={titleId}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          <WarningAmberRounded color="warning" aria-hidden />
          {t('forms.unsavedTitle')}
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message ?? t('forms.unsavedText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={guard.stay} autoFocus variant="contained" disableElevation>
          {t('forms.stay')}
        </Button>
        <Button onClick={guard.discard} color="error">
          {t('forms.discardChanges')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
