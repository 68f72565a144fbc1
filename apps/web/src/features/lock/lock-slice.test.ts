import { describe, expect, it } from 'vitest';
import { createStore } from '@/app/store';
import { loggedOut, setCredentials } from '@/shared/auth/auth-slice';
import { testAccessToken } from '@/shared/auth/test-token';
import {
  initialLockState,
  isLockedOut,
  lock,
  lockedOut,
  lockoutEnded,
  LOCKOUT_MS,
  lockSlice,
  sessionInvalidated,
  setAutoLock,
  unlocked,
  unlockFailed,
  type LockState,
} from './lock-slice';

const reduce = (state: LockState, ...actions: Parameters<typeof lockSlice.reducer>[1][]) =>
  actions.reduce(lockSlice.reducer, state);
const now = 1_700_000_000_000;

describe('lock slice', () => {
  it('counts wrong passwords and starts the 5-minute lockout at the third', () => {
    const two = reduce(initialLockState, unlockFailed({ now }), unlockFailed({ now }));
    expect(two).toMatchObject({ failedAttempts: 2, lockoutEndTime: null });
    const three = reduce(two, unlockFailed({ now }));
    expect(three).toMatchObject({ failedAttempts: 3, lockoutEndTime: now + LOCKOUT_MS });
    expect(LOCKOUT_MS).toBe(300_000);
    expect(isLockedOut(three, now + LOCKOUT_MS - 1)).toBe(true);
    expect(isLockedOut(three, now + LOCKOUT_MS)).toBe(false);
  });

  it('clears counters and lockout on success and when the lockout ends', () => {
    const lockedOutState = reduce(
      initialLockState,
      lock({ previousPath: '/users' }),
      lockedOut({ until: now }),
    );
    expect(reduce(lockedOutState, unlocked())).toMatchObject({
      isLocked: false,
      failedAttempts: 0,
      lockoutEndTime: null,
      previousPath: '/users',
    });
    expect(reduce(lockedOutState, lockoutEnded())).toMatchObject({ failedAttempts: 0, lockoutEndTime: null });
  });

  it('keeps the saved path when locking without one, and clamps the auto-lock time-out to 1..120', () => {
    const state = reduce(initialLockState, lock({ previousPath: '/contacts' }), lock());
    expect(state.previousPath).toBe('/contacts');
    expect(reduce(state, setAutoLock({ timeout: 0 })).autoLockTimeout).toBe(1);
    expect(reduce(state, setAutoLock({ timeout: 500 })).autoLockTimeout).toBe(120);
    expect(reduce(state, setAutoLock({ enabled: false })).autoLockEnabled).toBe(false);
  });

  it('stays locked but drops the session id when the session is invalidated', () => {
    const state = reduce(initialLockState, lock({ sessionId: 's-1' }), sessionInvalidated());
    expect(state).toMatchObject({ isLocked: true, sessionId: null, error: 'sessionExpired' });
  });

  it('keeps the lock through a refresh of the same session and releases it for another session or a sign-out', () => {
    const store = createStore();
    store.dispatch(setCredentials({ accessToken: testAccessToken({ sid: 's-1' }), refreshToken: 'r' }));
    store.dispatch(lock({ previousPath: '/users', sessionId: 's-1' }));
    store.dispatch(setCredentials({ accessToken: testAccessToken({ sid: 's-1' }), refreshToken: 'r2' }));
    expect(store.getState().lock.isLocked).toBe(true);
    store.dispatch(setCredentials({ accessToken: testAccessToken({ sid: 's-2' }), refreshToken: 'r3' }));
    expect(store.getState().lock.isLocked).toBe(false);
    store.dispatch(lock({ sessionId: 's-2' }));
    store.dispatch(loggedOut());
    expect(store.getState().lock).toMatchObject({ isLocked: false, sessionId: null });
  });
});
