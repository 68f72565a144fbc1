import { readFileSync } from 'node:fs';
import type { BrowserContextOptions } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { storageStateOf, type SavedRole } from './accounts';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A saved role's session (or a guest's empty one) with extra localStorage entries: the language,
 * the theme or the lock screen's test timings, in place before the app's first script runs.
 */
export const stateWith = (role: SavedRole | 'guest', entries: Record<string, string> = {}): StorageState => {
  const saved: StorageState =
    role === 'guest'
      ? { cookies: [], origins: [] }
      : (JSON.parse(readFileSync(storageStateOf(role), 'utf8')) as StorageState);
  const origin = new URL(baseURL).origin;
  const others = saved.origins.filter((entry) => entry.origin !== origin);
  const own = saved.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  const merged = new Map(own.map(({ name, value }) => [name, value]));
  for (const [name, value] of Object.entries(entries)) merged.set(name, value);
  return {
    cookies: saved.cookies,
    origins: [...others, { origin, localStorage: Array.from(merged, ([name, value]) => ({ name, value })) }],
  };
};

/**
 * For `test.use({ storageState: ... })`: read when a test starts, not when the file is loaded
 * (the setup project writes the saved sessions after the files are collected).
 */
export const signedInAs =
  (role: SavedRole | 'guest', entries: Record<string, string> = {}) =>
  // eslint-disable-next-line no-empty-pattern
  async ({}, use: (state: StorageState) => Promise<void>) => {
    await use(stateWith(role, entries));
  };
