import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.nx/**', '.data/**', 'coverage/**', 'apps/web/e2e/screenshots/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['libs/*/src/*.spec.ts'] }, tsconfigRootDir: import.meta.dirname },
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
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config/env.schema.ts (APP_CONFIG).' }],
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
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly', require: 'readonly', module: 'writable', __dirname: 'readonly' } },
  },
);
