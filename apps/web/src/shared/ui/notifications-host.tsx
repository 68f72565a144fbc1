import { Alert, type SnackbarCloseReason } from '@mui/material';
import { useEffect, useRef, useState, type ComponentType, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import {
  closed,
  NEXT_NOTIFICATION_DELAY_MS,
  notificationRole,
  showNext,
  type AppNotification,
} from '@/shared/state/notifications-slice';
import type { NotificationSnackbarProps } from './notification-snackbar';

type NotificationView = ComponentType<NotificationSnackbarProps>;

/**
 * MUI's Snackbar and its transitions (notification-snackbar.tsx) load with the first notification,
 * not with the login screen; once signed in they load at once, so that a notification then shows
 * without a wait. Kept here once loaded, so it draws in the same render as its notification. A
 * failed load is not kept: the next notification tries again.
 */
let loadedSnackbar: NotificationView | null = null;
let loadingSnackbar: Promise<NotificationView> | null = null;
const loadSnackbar = () =>
  (loadingSnackbar ??= import('./notification-snackbar').then(
    (module) => (loadedSnackbar = module.NotificationSnackbar),
    (error: unknown) => {
      loadingSnackbar = null;
      throw error;
    },
  ));

/**
 * Only when the snackbar's chunk could not be loaded (the network went away before the first
 * notification): the message in a plain Alert at the top, closed by its button or its time-out.
 */
const PlainNotification = ({ notification, open, onClose }: NotificationSnackbarProps) => {
  const { t } = useTranslation();
  // The host makes a new onClose at each render: the time-out must not start again with it.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return undefined;
    const timer = window.setTimeout(() => close.current(null, 'timeout'), notification.duration);
    return () => window.clearTimeout(timer);
  }, [open, notification.duration]);
  if (!open) return null;
  return (
    <Alert
      role={notificationRole(notification)}
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
  const [View, setView] = useState<NotificationView | null>(() => loadedSnackbar);
  // The notification shown plainly because the snackbar could not be loaded for it.
  const [plainId, setPlainId] = useState<number | null>(null);
  const shownId = shown?.id ?? null;

  useEffect(() => {
    if (View || (!signedIn && shownId === null)) return undefined;
    let active = true;
    loadSnackbar().then(
      (loaded) => active && setView(() => loaded),
      () => active && shownId !== null && setPlainId(shownId),
    );
    return () => {
      active = false;
    };
  }, [View, signedIn, shownId]);

  useEffect(() => {
    if (current || queued === 0) return undefined;
    const timer = window.setTimeout(() => dispatch(showNext()), NEXT_NOTIFICATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [current, queued, dispatch]);

  if (!shown) return null;
  const Notification = View ?? (plainId === shown.id ? PlainNotification : null);
  if (!Notification) return null;
  const open = current !== null && current.id === shown.id;
  const onClose = (_event: Event | SyntheticEvent | null, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a decision about the message.
    if (reason === 'clickaway' || !open) return;
    dispatch(closed());
  };

  return <Notification key={shown.id} notification={shown} open={open} onClose={onClose} />;
};
