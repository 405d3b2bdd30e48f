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

module.exports = {
  globalSetup: '<rootDir>/apps/api/test/global-setup.ts',
  globalTeardown: '<rootDir>/apps/api/test/global-teardown.ts',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{apps/api/src,libs}/**/*.spec.ts'] },
    // Real Postgres and a whole app per file: starting one takes 1–3 s, more on a busy machine
    // (the 5 s default timed a start-up hook out while a seed was writing gigabytes beside it).
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/apps/api/src/**/*.int-spec.ts'], testTimeout: 30_000 },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/apps/api/test/e2e/**/*.e2e-spec.ts'], testTimeout: 30_000 },
  ],
};
