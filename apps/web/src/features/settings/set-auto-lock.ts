import { createAction } from '@reduxjs/toolkit';

/**
 * The lock feature's `setAutoLock` action, declared by its type because features do not import
 * each other (lint); the lock slice reduces it and persists the lock settings. The settings
 * tests run the real store, so a renamed action fails them.
 */
export const setAutoLock = createAction<{ enabled?: boolean; timeout?: number }>('lock/setAutoLock');
