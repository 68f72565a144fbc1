import {
  Alert,
  LinearProgress,
  Slide,
  Snackbar,
  type SlideProps,
  type SnackbarCloseReason,
} from '@mui/material';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { useTranslation } from 'react-i18next';
import {
  closed,
  NEXT_NOTIFICATION_DELAY_MS,
  showNext,
  type AppNotification,
} from '@/shared/state/notifications-slice';

/** The toast comes down from the top edge, the snackbar up from the bottom (spec section 9). */
const SlideDown = (props: SlideProps) => <Slide {...props} direction="down" />;
const SlideUp = (props: SlideProps) => <Slide {...props} direction="up" />;

/** Errors and warnings interrupt (alert); success and info wait their turn (status). */
const roleOf = (notification: AppNotification) =>
  notification.severity === 'error' || notification.severity === 'warning' ? 'alert' : 'status';

/**
 * Shows the notifications slice's current message (spec sections 4 and 9): a toast at the top
 * centre that slides down with an indeterminate bar, or a snackbar at the bottom. Closing (by
 * the user or the time-out) clears it; the next queued one follows 200 ms later.
 */
export const NotificationsHost = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.notifications.current);
  const queued = useAppSelector((state) => state.notifications.queue.length);
  // The last one stays rendered while it slides out, after the slice has already let it go.
  const [shown, setShown] = useState<AppNotification | null>(current);
  if (current && current !== shown) setShown(current);

  useEffect(() => {
    if (current || queued === 0) return undefined;
    const timer = window.setTimeout(() => dispatch(showNext()), NEXT_NOTIFICATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [current, queued, dispatch]);

  if (!shown) return null;
  const open = current !== null && current.id === shown.id;
  const isToast = shown.kind === 'toast';
  const onClose = (_event: Event | SyntheticEvent | null, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a decision about the message.
    if (reason === 'clickaway' || !open) return;
    dispatch(closed());
  };

  return (
    <Snackbar
      key={shown.id}
      open={open}
      onClose={onClose}
      autoHideDuration={shown.duration}
      anchorOrigin={{ vertical: isToast ? 'top' : 'bottom', horizontal: 'center' }}
      slots={{ transition: isToast ? SlideDown : SlideUp }}
      sx={isToast ? { top: { xs: 16, sm: 24 } } : undefined}
    >
      <Alert
        role={roleOf(shown)}
        severity={shown.severity}
        variant="filled"
        onClose={() => onClose(null)}
        closeText={t('errors.close')}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          alignItems: 'center',
          borderRadius: 2,
          boxShadow: 6,
          width: isToast ? 'auto' : undefined,
          minWidth: isToast ? 'min(340px, calc(100vw - 32px))' : undefined,
          maxWidth: isToast ? 'min(420px, calc(100vw - 32px))' : 'calc(100vw - 32px)',
          pb: isToast ? 1.25 : undefined,
        }}
      >
        {shown.message}
        {isToast && (
          <LinearProgress
            aria-hidden
            color="inherit"
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 3, opacity: 0.55 }}
          />
        )}
      </Alert>
    </Snackbar>
  );
};
