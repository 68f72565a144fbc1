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
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, isNetworkError } from '@/shared/api/http-client';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  /** Translated label of the confirm button; "Confirm" (or "Delete" when `danger`) unless given. */
  confirmLabel?: string;
  /** A destructive action: red confirm button and a warning icon. */
  danger?: boolean;
  /** Runs the action; the dialog stays open with the error shown when it throws. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
};

/**
 * Asks before an action and runs it: a loading state while it runs, the server's message inside
 * the dialog when it fails (a 409 in_use says why), closed on success. Focus starts on Cancel, the
 * safe choice, and returns to the opener when the dialog closes.
 */
export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  danger = false,
  onConfirm,
  onClose,
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
      await onConfirm();
      onClose();
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

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: 3 } } }}
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
          {title}
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={running} color="inherit" autoFocus>
          {t('forms.cancel')}
        </Button>
        <Button
          onClick={() => void confirm()}
          variant="contained"
          disableElevation
          color={danger ? 'error' : 'primary'}
          loading={running}
        >
          {confirmLabel ?? t(danger ? 'forms.delete' : 'forms.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
