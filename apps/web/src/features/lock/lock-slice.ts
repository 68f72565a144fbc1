import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec section 4 "Lock screen" and section 9 constants. */
export const MAX_UNLOCK_ATTEMPTS = 3;
export const LOCKOUT_MS = 5 * 60 * 1000;
export const DEFAULT_AUTO_LOCK_MINUTES = 30;
export const clampAutoLockMinutes = (minutes: number) => Math.min(120, Math.max(1, Math.round(minutes)));

export type LockState = {
  isLocked: boolean;
  failedAttempts: number;
  /** Epoch ms when the 5-minute lockout ends; null when none. */
  lockoutEndTime: number | null;
  autoLockEnabled: boolean;
  /** Minutes, 1..120. */
  autoLockTimeout: number;
  previousPath: string | null;
  sessionId: string | null;
  error: string | null;
};

export const initialLockState: LockState = {
  isLocked: false,
  failedAttempts: 0,
  lockoutEndTime: null,
  autoLockEnabled: true,
  autoLockTimeout: DEFAULT_AUTO_LOCK_MINUTES,
  previousPath: null,
  sessionId: null,
  error: null,
};

export const lockSlice = createSlice({
  name: 'lock',
  initialState: initialLockState,
  reducers: {
    lock: (state, action: PayloadAction<{ previousPath?: string | null } | undefined>) => {
      state.isLocked = true;
      if (action.payload?.previousPath !== undefined) state.previousPath = action.payload.previousPath;
      state.error = null;
    },
    unlocked: (state) => {
      state.isLocked = false;
      state.failedAttempts = 0;
      state.lockoutEndTime = null;
      state.error = null;
    },
    unlockFailed: (state, action: PayloadAction<{ now: number }>) => {
      state.failedAttempts += 1;
      if (state.failedAttempts >= MAX_UNLOCK_ATTEMPTS) state.lockoutEndTime = action.payload.now + LOCKOUT_MS;
    },
    lockoutEnded: (state) => {
      state.lockoutEndTime = null;
      state.failedAttempts = 0;
    },
    setAutoLock: (state, action: PayloadAction<{ enabled?: boolean; timeout?: number }>) => {
      if (action.payload.enabled !== undefined) state.autoLockEnabled = action.payload.enabled;
      if (action.payload.timeout !== undefined)
        state.autoLockTimeout = clampAutoLockMinutes(action.payload.timeout);
    },
    setLockError: (state, action: PayloadAction<string | null>) => {
      state.error = action.payload;
    },
    setSessionId: (state, action: PayloadAction<string | null>) => {
      state.sessionId = action.payload;
    },
    restoreLock: (state, action: PayloadAction<Partial<LockState>>) => ({ ...state, ...action.payload }),
  },
});

export const {
  lock,
  unlocked,
  unlockFailed,
  lockoutEnded,
  setAutoLock,
  setLockError,
  setSessionId,
  restoreLock,
} = lockSlice.actions;
