import type { AppStore } from '@/app/store';

/** Placeholder: reads the access token cookie at start and restores the signed-in state. */
export const restoreSession = (_store: AppStore) => undefined;
