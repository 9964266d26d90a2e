import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.tmp/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Fastify plugins are async by convention even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // `@app/contract/constants` is what screens load: no validation or money library in it.
    files: [
      'packages/contract/src/constants.ts',
      'packages/contract/src/messages.ts',
      'packages/contract/src/permissions.ts',
      'packages/contract/src/audit-values.ts',
      'packages/contract/src/corrections-values.ts',
      'packages/contract/src/labels.ts',
      'packages/contract/src/receipts-values.ts',
      'packages/contract/src/today.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'Keep zod out of @app/contract/constants (decision 005).' },
            {
              name: 'decimal.js',
              message: 'Keep decimal.js out of @app/contract/constants (decision 005).',
            },
          ],
          patterns: [
            {
              regex:
                '^\\./(?!messages|permissions|audit-values|corrections-values|labels|receipts-values|today)',
              allowTypeImports: true,
              message: 'Only type imports from schema modules (decision 005).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON answers as loosely typed values; asserting on them is the point.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
