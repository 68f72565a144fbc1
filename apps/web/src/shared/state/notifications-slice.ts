import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type Severity = 'success' | 'error' | 'warning' | 'info';
export type NotificationKind = 'snackbar' | 'toast';
export type AppNotification = {
  id: number;
  kind: NotificationKind;
  message: string;
  severity: Severity;
  /** ms; default 3000 for a snackbar, 4000 for a toast (spec section 9). */
  duration: number;
};
export type NotificationsState = { current: AppNotification | null; queue: AppNotification[] };

export const SNACKBAR_DURATION_MS = 3000;
export const TOAST_DURATION_MS = 4000;
/** Pause between a closed notification and the next queued one. */
export const NEXT_NOTIFICATION_DELAY_MS = 200;

/** Errors and warnings interrupt (alert); success and info wait their turn (status). */
export const notificationRole = (notification: AppNotification) =>
  notification.severity === 'error' || notification.severity === 'warning' ? 'alert' : 'status';

let nextId = 1;

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: { current: null, queue: [] } as NotificationsState,
  reducers: {
    /** Shown at once when none is open, else queued (spec section 4). */
    notify: {
      reducer: (state, action: PayloadAction<AppNotification>) => {
        if (state.current) state.queue.push(action.payload);
        else state.current = action.payload;
      },
      prepare: (input: {
        message: string;
        severity?: Severity;
        duration?: number;
        kind?: NotificationKind;
      }) => {
        const kind = input.kind ?? 'toast';
        return {
          payload: {
            id: nextId++,
            kind,
            message: input.message,
            severity: input.severity ?? 'info',
            duration: input.duration ?? (kind === 'toast' ? TOAST_DURATION_MS : SNACKBAR_DURATION_MS),
          },
        };
      },
    },
    /** The open one closed (by the user or its time-out). */
    closed: (state) => {
      state.current = null;
    },
    /** Called NEXT_NOTIFICATION_DELAY_MS after a close: the next queued one, if any. */
    showNext: (state) => {
      if (!state.current) state.current = state.queue.shift() ?? null;
    },
  },
});

export const { notify, closed, showNext } = notificationsSlice.actions;
