import { clampAutoLockMinutes, LOCKOUT_MS } from './lock-slice';

/** Browser tests cannot wait 30 minutes; these localStorage keys shorten the waits in e2e builds only. */
export const TEST_TIMEOUT_KEY = 'lockScreen_testTimeoutMs';
export const TEST_LOCKOUT_KEY = 'lockScreen_testLockoutMs';

/**
 * Honoured only when the bundle was built with VITE_E2E=true (the e2e build), so a production
 * user cannot shorten the lockout by editing localStorage.
 */
const testOverride = (key: string): number | null => {
  if (import.meta.env.VITE_E2E !== 'true') return null;
  const value = Number(localStorage.getItem(key));
  return Number.isFinite(value) && value > 0 ? value : null;
};

export const autoLockTimeoutMs = (minutes: number) =>
  testOverride(TEST_TIMEOUT_KEY) ?? clampAutoLockMinutes(minutes) * 60_000;

export const lockoutMs = () => testOverride(TEST_LOCKOUT_KEY) ?? LOCKOUT_MS;
