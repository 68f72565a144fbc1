import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      '.data/**',
      'apps/server/src/db/migrations/**',
      'bench/results/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  // Dependency direction in the web app: app -> features -> shared. A feature reaches its own
  // files by relative paths and never another feature; shared knows no feature and no app code
  // (types excepted, such as the store's dispatch type).
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*'], message: 'Features do not import each other.' }] },
      ],
    },
  },
  {
    // Nor app/ (store hooks are in shared/state). Tests render the real app, so they may.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*'], message: 'Features do not import each other.' },
            {
              group: ['@/app/*', '**/app/*'],
              message: 'Features do not import app/: shared/state has the store hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    // Tests render the real app (store, routes), so they may reach above shared/.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'shared/ depends on nothing above it.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  prettier,
);
