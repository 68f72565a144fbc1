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
  },
});
