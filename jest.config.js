/** Test tiers (DESIGN.md §5): unit (*.spec.ts), integration on real Postgres (*.int-spec.ts), API e2e over HTTP. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
const common = {
  transform: { '^.+\\.(t|j)s$': swc },
  moduleNameMapper: {
    '^@mall/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@mall/money$': '<rootDir>/libs/money/src/index.ts',
  },
  testEnvironment: 'node',
  rootDir: __dirname,
};
const servers = { setupFilesAfterEnv: ['<rootDir>/apps/api/test/support/jest-setup.ts'] };

module.exports = {
  // Tests and hooks alike (a `testTimeout` inside `projects` reaches tests only: a `beforeAll` would
  // keep Jest's 5 s). A whole app per file starts in 1–3 s; on a machine also running other suites and
  // builds one start took over 30 s (a test that starts its own app), so the budget is 60 s.
  testTimeout: 60_000,
  globalSetup: '<rootDir>/apps/api/test/global-setup.ts',
  globalTeardown: '<rootDir>/apps/api/test/global-teardown.ts',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{apps/api/src,libs,tools/eslint}/**/*.spec.ts'] },
    // Real Postgres and a whole app per file; what a file starts is stopped when it ends (test/support/owned.ts).
    { ...common, ...servers, displayName: 'integration', testMatch: ['<rootDir>/apps/api/src/**/*.int-spec.ts'] },
    { ...common, ...servers, displayName: 'e2e', testMatch: ['<rootDir>/apps/api/test/e2e/**/*.e2e-spec.ts'] },
  ],
};
