// `node -r ./apps/api/test/support/ts-require.cjs`: run the API's TypeScript in a plain Node process,
// compiled on load by @swc/core like Jest does, for tests that need a process of their own (plain
// Node can import ESM-only packages, which Jest's module system cannot).
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS require hook */
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, target: 'es2022', keepClassNames: true },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
