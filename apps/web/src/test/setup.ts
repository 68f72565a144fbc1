import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { DEFAULT_LANGUAGE, languages } from '@emlak/contracts';
import { uninstallInterceptors } from '@/shared/api/http-client';
import { i18n, i18nReady, loadAllTexts } from '@/shared/i18n/i18n';
import { server } from './server';

// Screens load lazily, as in the app; on a busy 2-core machine a chunk can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// The app loads one language's texts at a time; tests switch languages freely, so all are in.
await i18nReady;
await i18n.loadLanguages([...languages]);
await loadAllTexts();

// A request no handler answers fails the test: nothing reaches a real network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // Unmount first: a screen still mounted could otherwise ask for data the handlers no longer serve.
  cleanup();
  server.resetHandlers();
  // Test files share their worker's modules (vitest.config.ts): a store's interceptors, installed
  // on the one client by one file, must not add headers and body fields to the next file's calls.
  uninstallInterceptors();
  // jsdom has no matchMedia: a viewport a test set (render-signed-in.tsx) ends with it.
  Reflect.deleteProperty(window, 'matchMedia');
  vi.useRealTimers();
  if (i18n.language !== DEFAULT_LANGUAGE) await i18n.changeLanguage(DEFAULT_LANGUAGE);
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => server.close());
