import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, isNetworkError } from '@/shared/api/http-client';

const paperSx = { borderRadius: 3 };
// The paper itself is the form, so title, fields and buttons stay the dialog's own layout.
const formPaper = { component: 'form', noValidate: true, sx: paperSx } as const;

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  /** Translated label of the confirm button; "Confirm" (or "Delete" when `danger`) unless given. */
  confirmLabel?: string;
  /** A destructive action: red confirm button and a warning icon. */
  danger?: boolean;
  /** An icon before the title (a danger dialog shows its warning instead). */
  icon?: ReactNode;
  /** An icon at the start of the confirm button. */
  confirmIcon?: ReactNode;
  /**
   * Runs the action; the dialog stays open with the error shown when it throws, and also when it
   * resolves `false` (the form body already shows why, e.g. under a field).
   */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /**
   * Fields under the message. The dialog becomes a form: Enter in a field confirms, and focus
   * starts in the body (give a field `autoFocus`) rather than on Cancel.
   */
  children?: ReactNode;
};

/**
 * Asks before an action and runs it: a loading state while it runs, the server's message inside
 * the dialog when it fails (a 409 in_use says why), closed on success. Focus starts on Cancel, the
 * safe choice, and returns to the opener when the dialog closes. With `children` it asks for a
 * little input first (a new password, a name) in the same frame.
 */
export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  danger = false,
  icon,
  confirmIcon,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setError(null);
  }

  const close = () => {
    if (!running) onClose();
  };

  const confirm = async () => {
    setRunning(true);
    setError(null);
    try {
      if ((await onConfirm()) !== false) onClose();
    } catch (failure) {
      setError(
        isNetworkError(failure)
          ? t('http.networkError')
          : (apiErrorOf(failure).message ?? t('forms.actionFailed')),
      );
    } finally {
      setRunning(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!running) void confirm();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: children ? { ...formPaper, onSubmit: submit } : { sx: paperSx } }}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          {danger && (
            <Box
              aria-hidden
              sx={(theme) => ({
                width: 40,
                height: 40,
                flexShrink: 0,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                color: 'error.main',
                bgcolor: alpha(theme.palette.error.main, 0.12),
              })}
            >
              <WarningAmberRounded />
            </Box>
          )}
          {!danger && icon}
          {title}
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ mb: children ? 2 : 0 }}>
          {message}
        </DialogContentText>
        {children}
        {error && (
          <Alert severity="error" sx={{ mt: children ? 1 : 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={running} color="inherit" autoFocus={!children}>
          {t('forms.cancel')}
        </Button>
        <Button
          {...(children ? { type: 'submit' } : { onClick: () => void confirm() })}
          variant="contained"
          disableElevation
          color={danger ? 'error' : 'primary'}
          loading={running}
          loadingPosition={confirmIcon ? 'start' : undefined}
          startIcon={confirmIcon}
        >
          {confirmLabel ?? t(danger ? 'forms.delete' : 'forms.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
