import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut, setCredentials } from '@/shared/auth/auth-slice';
import { decodeAccessToken } from '@/shared/auth/decode-token';

/** Spec section 4 "Lock screen" and section 9 constants. */
export const MAX_UNLOCK_ATTEMPTS = 3;
export const LOCKOUT_MS = 5 * 60 * 1000;
export const DEFAULT_AUTO_LOCK_MINUTES = 30;
export const DEFAULT_UNLOCK_PATH = '/dashboard';
export const clampAutoLockMinutes = (minutes: number) => Math.min(120, Math.max(1, Math.round(minutes)));

/** Why the lock screen shows a message instead of the password form. */
export type LockError = 'sessionExpired';

export type LockState = {
  isLocked: boolean;
  failedAttempts: number;
  /** Epoch ms when the 5-minute lockout ends; null when none. */
  lockoutEndTime: number | null;
  autoLockEnabled: boolean;
  /** Minutes, 1..120. */
  autoLockTimeout: number;
  previousPath: string | null;
  /** The session (token `sid`) the lock belongs to; a different session is not locked by it. */
  sessionId: string | null;
  error: LockError | null;
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

const sessionIdOf = (accessToken: string): string | null => {
  try {
    return decodeAccessToken(accessToken).sid ?? null;
  } catch {
    return null;
  }
};

export const lockSlice = createSlice({
  name: 'lock',
  initialState: initialLockState,
  reducers: {
    /** `previousPath` undefined keeps the saved one (the spec's "unless told not to"). */
    lock: (
      state,
      action: PayloadAction<{ previousPath?: string | null; sessionId?: string | null } | undefined>,
    ) => {
      state.isLocked = true;
      if (action.payload?.previousPath !== undefined) state.previousPath = action.payload.previousPath;
      if (action.payload?.sessionId !== undefined) state.sessionId = action.payload.sessionId;
      state.error = null;
    },
    unlocked: (state) => {
      state.isLocked = false;
      state.failedAttempts = 0;
      state.lockoutEndTime = null;
      state.error = null;
    },
    /** A wrong password; the third starts the lockout. `lockoutMs` is shortened only by e2e builds. */
    unlockFailed: (state, action: PayloadAction<{ now: number; lockoutMs?: number }>) => {
      state.failedAttempts = Math.min(MAX_UNLOCK_ATTEMPTS, state.failedAttempts + 1);
      if (state.failedAttempts >= MAX_UNLOCK_ATTEMPTS)
        state.lockoutEndTime = action.payload.now + (action.payload.lockoutMs ?? LOCKOUT_MS);
    },
    /** The server refused to verify (429): the same lockout as three local failures. */
    lockedOut: (state, action: PayloadAction<{ until: number }>) => {
      state.failedAttempts = MAX_UNLOCK_ATTEMPTS;
      state.lockoutEndTime = action.payload.until;
    },
    lockoutEnded: (state) => {
      state.lockoutEndTime = null;
      state.failedAttempts = 0;
    },
    /** The session behind the lock is gone: stay locked, forget it, say why. */
    sessionInvalidated: (state) => {
      state.isLocked = true;
      state.sessionId = null;
      state.error = 'sessionExpired';
    },
    /** Leaving the lock screen for the login page; a running lockout stays. */
    lockReleased: (state) => {
      state.isLocked = false;
      state.sessionId = null;
      state.error = null;
    },
    setAutoLock: (state, action: PayloadAction<{ enabled?: boolean; timeout?: number }>) => {
      if (action.payload.enabled !== undefined) state.autoLockEnabled = action.payload.enabled;
      if (action.payload.timeout !== undefined)
        state.autoLockTimeout = clampAutoLockMinutes(action.payload.timeout);
    },
    setLockError: (state, action: PayloadAction<LockError | null>) => {
      state.error = action.payload;
    },
    setSessionId: (state, action: PayloadAction<string | null>) => {
      state.sessionId = action.payload;
    },
    restoreLock: (state, action: PayloadAction<Partial<LockState>>) => ({ ...state, ...action.payload }),
  },
  extraReducers: (builder) => {
    builder
      // Nothing is left to protect once signed out; a stale lock would trap the next sign-in.
      .addCase(loggedOut, (state) => {
        state.isLocked = false;
        state.sessionId = null;
      })
      // A refresh keeps the session id and the lock; a sign-in into another session releases it.
      .addCase(setCredentials, (state, action) => {
        if (state.isLocked && sessionIdOf(action.payload.accessToken) !== state.sessionId) {
          state.isLocked = false;
          state.error = null;
        }
      });
  },
});

export const {
  lock,
  unlocked,
  unlockFailed,
  lockedOut,
  lockoutEnded,
  sessionInvalidated,
  lockReleased,
  setAutoLock,
  setLockError,
  setSessionId,
  restoreLock,
} = lockSlice.actions;

/** The lockout counts only while its end lies ahead. */
export const isLockedOut = (state: Pick<LockState, 'lockoutEndTime'>, now: number) =>
  state.lockoutEndTime !== null && state.lockoutEndTime > now;
