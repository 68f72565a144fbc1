import { Alert, type SnackbarCloseReason } from '@mui/material';
import { lazy, Suspense, useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import {
  closed,
  NEXT_NOTIFICATION_DELAY_MS,
  showNext,
  type AppNotification,
} from '@/shared/state/notifications-slice';

import type { NotificationSnackbarProps } from './notification-snackbar';

const loadSnackbar = () => import('./notification-snackbar');

/**
 * Only if the snackbar's chunk cannot be loaded (the network went away before the first
 * notification): the message in a plain Alert at the top, closed by its button or its time-out.
 */
const PlainNotification = ({ notification, open, onClose }: NotificationSnackbarProps) => {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return undefined;
    const timer = window.setTimeout(() => onClose(null, 'timeout'), notification.duration);
    return () => window.clearTimeout(timer);
  }, [open, notification.duration, onClose]);
  if (!open) return null;
  const interrupts = notification.severity === 'error' || notification.severity === 'warning';
  return (
    <Alert
      role={interrupts ? 'alert' : 'status'}
      severity={notification.severity}
      variant="filled"
      onClose={() => onClose(null)}
      closeText={t('errors.close')}
      sx={{ position: 'fixed', top: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 'snackbar' }}
    >
      {notification.message}
    </Alert>
  );
};

/**
 * MUI's Snackbar and its transitions load with the first notification, not with the login screen;
 * once signed in they load at once, so that a later notification shows without a wait.
 */
const NotificationSnackbar = lazy(() =>
  loadSnackbar().then(
    (module) => ({ default: module.NotificationSnackbar }),
    () => ({ default: PlainNotification }),
  ),
);

/**
 * Shows the notifications slice's current message (spec sections 4 and 9) with
 * NotificationSnackbar. Closing (by the user or the time-out) clears it; the next queued one
 * follows 200 ms later.
 */
export const NotificationsHost = () => {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.notifications.current);
  const queued = useAppSelector((state) => state.notifications.queue.length);
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  // The last one stays rendered while it slides out, after the slice has already let it go.
  const [shown, setShown] = useState<AppNotification | null>(current);
  if (current && current !== shown) setShown(current);

  useEffect(() => {
    if (signedIn) void loadSnackbar().catch(() => undefined);
  }, [signedIn]);

  useEffect(() => {
    if (current || queued === 0) return undefined;
    const timer = window.setTimeout(() => dispatch(showNext()), NEXT_NOTIFICATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [current, queued, dispatch]);

  if (!shown) return null;
  const open = current !== null && current.id === shown.id;
  const onClose = (_event: Event | SyntheticEvent | null, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a decision about the message.
    if (reason === 'clickaway' || !open) return;
    dispatch(closed());
  };

  return (
    <Suspense fallback={null}>
      <NotificationSnackbar key={shown.id} notification={shown} open={open} onClose={onClose} />
    </Suspense>
  );
};
