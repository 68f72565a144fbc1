import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { localeBundles } from './locale-bundles';

export default defineProject({
  plugins: [localeBundles()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15_000,
    // Each worker keeps its modules from one test file to the next: the suite takes about half the
    // time. What a file could leave behind for the next (interceptors, a viewport, the language,
    // fake timers) is reset after every test in src/test/setup.ts (docs/decisions.md "Web test
    // files share their worker's modules").
    isolate: false,
  },
});
