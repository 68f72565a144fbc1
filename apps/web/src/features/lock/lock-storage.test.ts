import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '@/app/store';
import { setCredentials } from '@/shared/auth/auth-slice';
import { testAccessToken } from '@/shared/auth/test-token';
import { initialLockState, lock, LOCKOUT_MS, unlockFailed } from './lock-slice';
import { restoreLockState } from './lock-storage';

const now = new Date('2026-03-01T10:00:00Z').getTime();
let unsubscribe: (() => void) | undefined;

const restore = (store = createStore()) => {
  unsubscribe = restoreLockState(store);
  return store;
};

beforeEach(() => {
  vi.useFakeTimers({ now });
});
afterEach(() => {
  unsubscribe?.();
  vi.useRealTimers();
});

describe('restoreLockState', () => {
  it('restores every lockScreen_* value of the right type', () => {
    const values = {
      lockScreen_isLocked: 'true',
      lockScreen_failedAttempts: '2',
      lockScreen_autoLockEnabled: 'false',
      lockScreen_autoLockTimeout: '45',
      lockScreen_previousPath: '/contacts',
      lockScreen_sessionId: 'session-1',
    };
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    expect(restore().getState().lock).toEqual({
      ...initialLockState,
      isLocked: true,
      failedAttempts: 2,
      autoLockEnabled: false,
      autoLockTimeout: 45,
      previousPath: '/contacts',
      sessionId: 'session-1',
    });
  });

  it.each([
    ['lockScreen_isLocked', 'yes'],
    ['lockScreen_isLocked', '1'],
    ['lockScreen_failedAttempts', 'two'],
    ['lockScreen_failedAttempts', '-1'],
    ['lockScreen_failedAttempts', '1.5'],
    ['lockScreen_lockoutEndTime', 'soon'],
    ['lockScreen_autoLockEnabled', 'on'],
    ['lockScreen_autoLockTimeout', 'thirty'],
    ['lockScreen_previousPath', 'https://evil.example'],
    ['lockScreen_previousPath', '""'],
  ])('ignores %s = %s (wrong type)', (key, value) => {
    localStorage.setItem(key, value);
    expect(restore().getState().lock).toEqual(initialLockState);
  });

  it('clamps the stored auto-lock time-out to 1..120 minutes', () => {
    localStorage.setItem('lockScreen_autoLockTimeout', '600');
    expect(restore().getState().lock.autoLockTimeout).toBe(120);
  });

  it('honours a lockout whose end is still ahead', () => {
    localStorage.setItem('lockScreen_failedAttempts', '3');
    localStorage.setItem('lockScreen_lockoutEndTime', String(now + 60_000));
    expect(restore().getState().lock).toMatchObject({ failedAttempts: 3, lockoutEndTime: now + 60_000 });
  });

  it('drops a lockout that ended while the app was closed, and its counters', () => {
    localStorage.setItem('lockScreen_failedAttempts', '3');
    localStorage.setItem('lockScreen_lockoutEndTime', String(now - 1));
    expect(restore().getState().lock).toMatchObject({ failedAttempts: 0, lockoutEndTime: null });
    expect(localStorage.getItem('lockScreen_lockoutEndTime')).toBeNull();
    expect(localStorage.getItem('lockScreen_failedAttempts')).toBe('0');
  });

  it('reads the legacy keys when the new ones are missing', () => {
    localStorage.setItem('isLocked', 'true');
    localStorage.setItem('lockScreenAttempts', '1');
    localStorage.setItem('previousPath', '/users');
    localStorage.setItem('lockoutEndTime', String(now + 5_000));
    expect(restore().getState().lock).toMatchObject({
      isLocked: true,
      failedAttempts: 1,
      previousPath: '/users',
      lockoutEndTime: now + 5_000,
    });
  });

  it('does not apply a lock saved for another session than the restored sign-in', () => {
    const store = createStore();
    store.dispatch(
      setCredentials({ accessToken: testAccessToken({ sid: 'session-2' }), refreshToken: null }),
    );
    localStorage.setItem('lockScreen_isLocked', 'true');
    localStorage.setItem('lockScreen_sessionId', 'session-1');
    expect(restore(store).getState().lock.isLocked).toBe(false);
  });

  it('writes every change back under the new and the legacy keys', () => {
    const store = restore();
    store.dispatch(lock({ previousPath: '/budgets', sessionId: 'session-9' }));
    for (let i = 0; i < 3; i++) store.dispatch(unlockFailed({ now }));
    expect(Object.fromEntries(Object.entries(localStorage))).toMatchObject({
      lockScreen_isLocked: 'true',
      lockScreen_failedAttempts: '3',
      lockScreen_lockoutEndTime: String(now + LOCKOUT_MS),
      lockScreen_autoLockEnabled: 'true',
      lockScreen_autoLockTimeout: '30',
      lockScreen_previousPath: '/budgets',
      lockScreen_sessionId: 'session-9',
      isLocked: 'true',
      lockScreenAttempts: '3',
      lockoutEndTime: String(now + LOCKOUT_MS),
      previousPath: '/budgets',
    });
  });
});
