/** Placeholder: locks after the idle time-out when auto-lock is on. */
export const AutoLock = () => null;
