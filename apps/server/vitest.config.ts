import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each worker keeps its modules from one test file to the next instead of importing the server
    // anew for every file: 131 s of the suite's 270 s went to those imports on a 2-core machine,
    // and the suite now takes 166 s (docs/decisions.md "Server test files share their worker's
    // modules"). Every file still gets its own database and its own app; what the server keeps at
    // module level is the same for every test database, and no test uses vi.mock or edits process.env.
    isolate: false,
  },
});
