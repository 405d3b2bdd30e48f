import { DataSource } from 'typeorm';
import { startContext } from '../../../test/support/test-app';
import { seedCatalog } from '../catalog/catalog-seed';
import { DEMO_SELLERS, seedDemoSellers } from './demo-sellers.seed';

/** Issue 26 defect 11 g: the seed log names the store each demo seller got (it said "undefined"). */
describe('demo sellers seed', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  beforeAll(async () => {
    t = await startContext();
    await seedCatalog(t.ctx.get(DataSource), { goods: 40, stores: 4, seed: 7 });
  });
  afterAll(() => t?.close());

  it('logs the name of the store each demo seller owns, on the first run and on a rerun', async () => {
    const ds = t.ctx.get(DataSource);
    for (let run = 0; run < 2; run++) {
      const lines: string[] = [];
      await seedDemoSellers(t.ctx, (m) => lines.push(m));
      const owned: { username: string; name: string }[] = await ds.query(
        `select u.username, s.name from sellers s join users u on u.id = s.owner_user_id order by u.username`,
      );
      expect(owned.map((o) => o.username)).toEqual(DEMO_SELLERS.map((s) => s.username));
      expect(lines).toEqual(owned.map((o) => expect.stringContaining(`${o.username} / seller1234 → store "${o.name}"`)));
      expect(lines.join('\n')).not.toContain('undefined');
    }
  });
});
