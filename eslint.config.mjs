import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { moneyPlugin } from './tools/eslint/money-rules.mjs';
import wallsPlugin from './tools/eslint/table-owners-rule.cjs';
import moduleIndexPlugin from './tools/eslint/module-index-rule.cjs';
import webZonesConfig from './tools/eslint/web-zones.cjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.nx/**',
      '.data/**',
      'coverage/**',
      'apps/web/e2e/screenshots/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['libs/*/src/*.spec.ts', 'tools/eslint/*.spec.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Every expect(...).resolves/rejects and every promise is awaited or explicitly voided.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-control-regex': 'off',
    },
  },
  {
    // Only the config module reads the environment.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config/**', '**/*.spec.ts', '**/*.int-spec.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config/env.schema.ts (APP_CONFIG).' },
      ],
    },
  },
  {
    // Only repositories touch the ORM's query builders; services call repositories.
    files: ['apps/api/src/**/*.service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='createQueryBuilder']", message: 'Queries belong in a repository.' },
        { selector: "CallExpression[callee.property.name='getRepository']", message: 'Queries belong in a repository.' },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Money is exact (DESIGN rule 3): no parseFloat/Number()/parseInt, no Math rounding, no decimal
    // literals where money is computed. Amounts become JSON numbers only at the `.action` wire edge
    // (action-api), from the exact decimal text.
    files: [
      'libs/money/src/**/*.ts',
      'apps/api/src/modules/ledger/**/*.ts',
      'apps/api/src/modules/wallet/**/*.ts',
      'apps/api/src/modules/withdraw/**/*.ts',
      'apps/api/src/modules/chain/**/*.ts',
      'apps/api/src/modules/order/**/*.ts',
      'apps/api/src/modules/loan/**/*.ts',
    ],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts'],
    plugins: { money: moneyPlugin },
    rules: { 'money/no-float-money': 'error' },
  },
  {
    // The ledger is the only writer of money tables: nobody else names its entities or its tables
    // (migrations create them; the ledger module registers its entities itself).
    files: ['apps/api/**/*.ts'],
    ignores: ['apps/api/src/modules/ledger/**', 'apps/api/src/migrations/**'],
    plugins: { money: moneyPlugin },
    rules: {
      'money/ledger-tables-only-in-ledger': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)ledger/entities(/|$)', message: 'Ledger entities are private to modules/ledger: use LedgerService.' }],
        },
      ],
    },
  },
  {
    // One owner per table (issue 27): a module writes only the tables tools/eslint/table-owners.cjs gives it.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/migrations/**', '**/*.spec.ts', '**/*.int-spec.ts'],
    plugins: { walls: wallsPlugin },
    rules: { 'walls/table-owner-writes': 'error' },
  },
  {
    // Arrows that point down (issue 27): outside modules/<m>/ a module is imported through its index.ts
    // only (tools/eslint/module-index.cjs lists the exceptions). Tests and the e2e suite too.
    files: ['apps/api/**/*.ts'],
    plugins: { 'walls-index': moduleIndexPlugin },
    rules: { 'walls-index/module-index-only': 'error', 'walls-index/demo-mode-only': 'error' },
  },
  // The web app's import zones (issue 27 item 5): shared code → features → app, never back or sideways.
  ...webZonesConfig.webZones(import.meta.dirname),
);
