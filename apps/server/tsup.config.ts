import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  // Flat in dist/, beside dist/migrations, which db/migrate.ts looks for next to itself.
  entry: {
    main: 'src/main.ts',
    'admin-create': 'src/cli/admin-create.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: false,
  splitting: false,
  // The contracts package ships TypeScript sources: bundle it, keep npm packages external.
  noExternal: ['@emlak/contracts'],
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
