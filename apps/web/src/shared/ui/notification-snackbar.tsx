import {
  Alert,
  LinearProgress,
  Slide,
  Snackbar,
  type SlideProps,
  type SnackbarCloseReason,
} from '@mui/material';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationRole, type AppNotification } from '@/shared/state/notifications-slice';

/** The toast comes down from the top edge, the snackbar up from the bottom (spec section 9). */
const SlideDown = (props: SlideProps) => <Slide {...props} direction="down" />;
const SlideUp = (props: SlideProps) => <Slide {...props} direction="up" />;

export type NotificationSnackbarProps = {
  notification: AppNotification;
  open: boolean;
  onClose: (event: Event | SyntheticEvent | null, reason?: SnackbarCloseReason) => void;
};

/**
 * One notification on screen: a toast at the top centre that slides down with an indeterminate
 * bar, or a snackbar at the bottom. Its own chunk, loaded with the first notification
 * (NotificationsHost): the login screen draws none until something happens.
 */
export const NotificationSnackbar = ({ notification, open, onClose }: NotificationSnackbarProps) => {
  const { t } = useTranslation();
  const isToast = notification.kind === 'toast';
  return (
    <Snackbar
      open={open}
      onClose={onClose}
      autoHideDuration={notification.duration}
      anchorOrigin={{ vertical: isToast ? 'top' : 'bottom', horizontal: 'center' }}
      slots={{ transition: isToast ? SlideDown : SlideUp }}
      sx={isToast ? { top: { xs: 16, sm: 24 } } : undefined}
    >
      <Alert
        role={notificationRole(notification)}
        severity={notification.severity}
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
        {notification.message}
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
