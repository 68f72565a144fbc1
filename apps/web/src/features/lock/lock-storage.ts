import type { Store } from '@reduxjs/toolkit';
import type { AuthState } from '@/shared/auth/auth-slice';
import {
  clampAutoLockMinutes,
  isLockedOut,
  MAX_UNLOCK_ATTEMPTS,
  restoreLock,
  type LockState,
} from './lock-slice';

/** The spec's keys (section 3); the legacy keys are written too and read when the new one is missing. */
export const LOCK_STORAGE_KEYS = {
  isLocked: 'lockScreen_isLocked',
  failedAttempts: 'lockScreen_failedAttempts',
  lockoutEndTime: 'lockScreen_lockoutEndTime',
  autoLockEnabled: 'lockScreen_autoLockEnabled',
  autoLockTimeout: 'lockScreen_autoLockTimeout',
  previousPath: 'lockScreen_previousPath',
  sessionId: 'lockScreen_sessionId',
} as const;

export const LEGACY_LOCK_STORAGE_KEYS = {
  isLocked: 'isLocked',
  failedAttempts: 'lockScreenAttempts',
  lockoutEndTime: 'lockoutEndTime',
  previousPath: 'previousPath',
} as const;

type StoredField = keyof typeof LOCK_STORAGE_KEYS;
type Legacy = keyof typeof LEGACY_LOCK_STORAGE_KEYS;

const warn = (error: unknown) => {
  // The spec: local storage errors are only logged; the lock keeps working in memory.
  // eslint-disable-next-line no-console
  console.warn('lock storage', error);
};

const readRaw = (field: StoredField): string | null => {
  try {
    const value = localStorage.getItem(LOCK_STORAGE_KEYS[field]);
    if (value !== null) return value;
    return field in LEGACY_LOCK_STORAGE_KEYS
      ? localStorage.getItem(LEGACY_LOCK_STORAGE_KEYS[field as Legacy])
      : null;
  } catch (error) {
    warn(error);
    return null;
  }
};

/** Each reader accepts a stored value only when it has the field's type; otherwise undefined. */
const readBoolean = (field: StoredField) => {
  const raw = readRaw(field);
  return raw === 'true' ? true : raw === 'false' ? false : undefined;
};

const readNumber = (field: StoredField) => {
  const raw = readRaw(field);
  if (raw === null || !/^-?\d+(\.\d+)?$/.test(raw.trim())) return undefined;
  return Number(raw);
};

/** Strings are stored bare (as the legacy keys were); a JSON-quoted one is accepted too. */
const readString = (field: StoredField) => {
  const raw = readRaw(field);
  if (raw === null || raw === '') return undefined;
  if (raw.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      return typeof parsed === 'string' && parsed !== '' ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  return raw;
};

/** The persisted lock state, validated; fields with a missing or mistyped value are left out. */
export const readStoredLockState = (now: number): Partial<LockState> => {
  const restored: Partial<LockState> = {};
  const isLocked = readBoolean('isLocked');
  if (isLocked !== undefined) restored.isLocked = isLocked;

  const attempts = readNumber('failedAttempts');
  if (attempts !== undefined && Number.isInteger(attempts) && attempts >= 0)
    restored.failedAttempts = Math.min(attempts, MAX_UNLOCK_ATTEMPTS);

  const lockoutEndTime = readNumber('lockoutEndTime');
  if (lockoutEndTime !== undefined && isLockedOut({ lockoutEndTime }, now)) {
    restored.lockoutEndTime = lockoutEndTime;
  } else if (lockoutEndTime !== undefined || restored.failedAttempts === MAX_UNLOCK_ATTEMPTS) {
    // A lockout that ended while the app was closed: the counters start afresh.
    restored.lockoutEndTime = null;
    restored.failedAttempts = 0;
  }

  const autoLockEnabled = readBoolean('autoLockEnabled');
  if (autoLockEnabled !== undefined) restored.autoLockEnabled = autoLockEnabled;
  const autoLockTimeout = readNumber('autoLockTimeout');
  if (autoLockTimeout !== undefined) restored.autoLockTimeout = clampAutoLockMinutes(autoLockTimeout);

  const previousPath = readString('previousPath');
  if (previousPath?.startsWith('/')) restored.previousPath = previousPath;
  const sessionId = readString('sessionId');
  if (sessionId !== undefined) restored.sessionId = sessionId;
  return restored;
};

const put = (key: string, value: string | number | boolean | null) => {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, String(value));
};

export const writeLockState = (state: LockState) => {
  try {
    for (const field of Object.keys(LOCK_STORAGE_KEYS) as StoredField[])
      put(LOCK_STORAGE_KEYS[field], state[field]);
    for (const field of Object.keys(LEGACY_LOCK_STORAGE_KEYS) as Legacy[])
      put(LEGACY_LOCK_STORAGE_KEYS[field], state[field]);
  } catch (error) {
    warn(error);
  }
};

/** What the persistence needs of the app's store, named here because a feature does not import app/. */
type LockStore = Pick<Store<{ auth: AuthState; lock: LockState }>, 'getState' | 'dispatch' | 'subscribe'>;

/**
 * Restores the persisted lock state at start and keeps the storage in step with every change.
 * A lock saved for another session than the restored sign-in does not apply to it.
 * Returns the unsubscribe function (tests use it).
 */
export const restoreLockState = (store: LockStore) => {
  const restored = readStoredLockState(Date.now());
  const signedInSession = store.getState().auth.decodedToken?.sid ?? null;
  if (restored.isLocked && restored.sessionId && signedInSession && restored.sessionId !== signedInSession)
    restored.isLocked = false;
  store.dispatch(restoreLock(restored));

  let written = store.getState().lock;
  writeLockState(written);
  return store.subscribe(() => {
    const current = store.getState().lock;
    if (current === written) return;
    written = current;
    writeLockState(current);
  });
};
