import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { localRules } from './eslint-rules/imports.js';

// Web features never import each other (docs/ARCHITECTURE.md). The one exception is
// docs/decisions/018-trip-flow-web.md: the trip-flow pieces below are published by `trips` and
// `drivers` for other features' pages to embed. Anything else shared goes to `components/` or
// `lib/`.
const features = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publishedPieces = [
  './trips/convert.ts',
  './trips/components/booking-services.tsx',
  './trips/components/enquiry-link.tsx',
  './trips/components/file-links.tsx',
  './trips/components/from-enquiry.tsx',
  './drivers/components/clash-warning.tsx',
  './drivers/components/driver-picker.tsx',
];
const featureZones = features.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`, ...publishedPieces],
  message: 'Features do not import each other: move shared pieces to components/ or lib/.',
}));

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
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX, local: localRules },
    settings: {
      // Without these, import-x skips .ts files when it follows imports (no cycle is found).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', '*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // No import cycle of any kind. import-x/no-cycle follows value imports only (it skips
      // `import type` in its code, with no option to count them), so the local rule follows
      // every import, values and types (eslint-rules/imports.js), with import-x's resolver; it
      // does not walk into node_modules: a package cannot import our files back. import-x's own
      // rule would find a subset of the same cycles at a fifth of the lint's time.
      'local/no-cycle-with-types': 'error',
      // No two API modules import each other, tests aside (eslint-rules/imports.js).
      'local/no-mutual-modules': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './apps/api',
              from: './apps/web',
              message: 'The API never imports the web; share through @app/contract.',
            },
            {
              target: './apps/web',
              from: './apps/api',
              message: 'The web never imports the API; share through @app/contract.',
            },
            {
              target: ['./apps/api/src/lib', './apps/api/src/plugins'],
              from: './apps/api/src/modules',
              message:
                'lib/ and plugins/ never import a module: move what they need to lib/ (docs/ARCHITECTURE.md).',
            },
            {
              target: './packages/contract',
              from: './apps',
              message: 'The contract is imported by the apps, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
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
      'packages/contract/src/access-rules.ts',
      'packages/contract/src/document-access.ts',
      'packages/contract/src/money-figures.ts',
      'packages/contract/src/common/money-range.ts',
      'packages/contract/src/common/hundredths.ts',
      'packages/contract/src/audit-values.ts',
      'packages/contract/src/corrections-values.ts',
      'packages/contract/src/labels.ts',
      'packages/contract/src/receipts-values.ts',
      'packages/contract/src/today.ts',
      'packages/contract/src/value-lists.ts',
      'packages/contract/src/sorting-values.ts',
      'packages/contract/src/outbox-values.ts',
      'packages/contract/src/trips-values.ts',
      'packages/contract/src/exports-values.ts',
      'packages/contract/src/common/path-id.ts',
      'packages/contract/src/common/paths.ts',
      'packages/contract/src/common/url-rules.ts',
      'packages/contract/src/common/calendar-date.ts',
      'packages/contract/src/ledger-values.ts',
      'packages/contract/src/reports-values.ts',
      'packages/contract/src/reports-page-values.ts',
      'packages/contract/src/record-values.ts',
      'packages/contract/src/suppliers-values.ts',
      'packages/contract/src/supplier-payments-values.ts',
      'packages/contract/src/tax-profile-values.ts',
      'packages/contract/src/tax-values.ts',
      'packages/contract/src/tax-documents-values.ts',
      'packages/contract/src/credit-values.ts',
      'packages/contract/src/tcs-values.ts',
      'packages/contract/src/gst-returns-values.ts',
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
                '^\\./(?!messages|permissions|access-rules|document-access|money-figures|common/money-range|hundredths|audit-values|corrections-values|labels|receipts-values|today|value-lists|sorting-values|outbox-values|trips-values|exports-values|common/path-id|common/paths|common/url-rules|common/calendar-date|ledger-values|reports-values|reports-page-values|record-values|suppliers-values|credit-values|supplier-payments-values|tax-profile-values|tax-values|tax-documents-values|tcs-values|gst-returns-values|calendar-date|path-id)',
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
