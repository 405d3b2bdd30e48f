/** The API's e2e project, on the harness fixtures only (tools/ci/busy-check.sh runs them). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest reads this config as CommonJS
const root = require('../../../../jest.config.js');

const e2e = root.projects.find((p) => p.displayName === 'e2e');
module.exports = {
  ...root,
  rootDir: root.projects[0].rootDir,
  projects: [{ ...e2e, displayName: 'harness', testMatch: ['<rootDir>/apps/api/test/harness/*.fixture.ts'] }],
};
