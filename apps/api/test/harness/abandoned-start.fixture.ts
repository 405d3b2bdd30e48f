import { startHttpApp } from '../support/test-app';

// A start-up hook that gives up long before the app is up, as a busy machine makes any hook do:
// the hook fails, and the app that goes on starting must still be stopped (database dropped) so
// that Jest exits by itself. tools/ci/busy-check.sh runs this and checks both.
let t: Awaited<ReturnType<typeof startHttpApp>> | undefined;
beforeAll(async () => {
  t = await startHttpApp();
}, 10);
afterAll(() => t?.close());

it('is not reached: its start-up hook timed out', () => {
  expect(t).toBeDefined();
});
