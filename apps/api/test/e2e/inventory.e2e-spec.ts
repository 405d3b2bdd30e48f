// A copy of the contract's route list (shared/legacy-routes.json), kept in the repo so a clone anywhere can test.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import routes from '../fixtures/legacy-routes.json';
import { ActionRegistry } from '../../src/action-api/action-registry';
import { INVENTORY, actionOfPath } from '../../src/action-api/inventory';
import { startHttpApp } from '../support/test-app';

describe('routes.inventory.json', () => {
  let t: Awaited<ReturnType<typeof startHttpApp>>;
  beforeAll(async () => {
    t = await startHttpApp();
  });
  afterAll(() => t.close());

  // Where the shared contract sits beside this checkout (the workplace), the copy must be the same.
  const shared = resolve(__dirname, '../../../../../shared/legacy-routes.json');
  (existsSync(shared) ? it : it.skip)('keeps its copy of the contract route list equal to the shared one', () => {
    expect(JSON.parse(readFileSync(shared, 'utf8'))).toEqual(routes);
  });

  it('lists every path of the contract exactly once (plus additions, each with a reason)', () => {
    const contract = (routes as { path: string }[]).map((r) => r.path).sort();
    expect(
      INVENTORY.filter((r) => !r.addition)
        .map((r) => r.path)
        .sort(),
    ).toEqual(contract);
    for (const r of INVENTORY.filter((x) => x.addition)) expect([r.path, contract.includes(r.path)]).toEqual([r.path, false]);
    expect(new Set(INVENTORY.map((r) => r.path)).size).toBe(INVENTORY.length);
    for (const r of INVENTORY) expect(r.action).toBe(actionOfPath(r.path));
  });

  it('marks each path implemented (with a registered handler) or pending (with a reason)', () => {
    const registry = t.app.get(ActionRegistry);
    for (const r of INVENTORY) {
      expect([r.path, r.status]).toEqual([r.path, expect.stringMatching(/^(implemented|pending)$/)]);
      if (r.status === 'implemented') expect([r.path, !!registry.get(r.action)]).toEqual([r.path, true]);
      else expect([r.path, r.reason]).toEqual([r.path, expect.stringMatching(/\S/)]);
    }
  });

  it('has no handler that the inventory calls pending', () => {
    const pending = new Set(INVENTORY.filter((r) => r.status === 'pending').map((r) => r.action));
    for (const name of t.app.get(ActionRegistry).names()) expect([name, pending.has(name)]).toEqual([name, false]);
  });
});
