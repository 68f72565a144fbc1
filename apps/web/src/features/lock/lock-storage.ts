import type { AppStore } from '@/app/store';

/** Placeholder: restores the persisted lock state (lockScreen_* keys) at start. */
export const restoreLockState = (_store: AppStore) => undefined;
