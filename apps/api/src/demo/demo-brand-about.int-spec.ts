import { DataSource } from 'typeorm';
import { startContext } from '../../test/support/test-app';
import { seedCatalog } from './catalog/catalog-seed';
import { fixDemoAboutLinks } from './demo-seed';

/** Issue 26 defect 11 c: the demo brands' "About" link opens the About page, not a category list. */
describe('demo brands: the About link', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let ds: DataSource;
  const hrefs = async (key: string): Promise<string[]> => {
    const [row] = await ds.query(`select footer_columns from brands where key = $1`, [key]);
    return (row.footer_columns as { links: { href: string }[] }[]).flatMap((c) => c.links.map((l) => l.href));
  };
  beforeAll(async () => {
    t = await startContext();
    ds = t.ctx.get(DataSource);
    await seedCatalog(ds, { goods: 20, stores: 2, seed: 3 });
  });
  afterAll(() => t?.close());

  it('a new demo brand links "About <brand>" to /about', async () => {
    const [{ key }] = await ds.query(`select key from brands order by is_default desc, key limit 1`);
    expect(await hrefs(key)).toContain('/about');
    expect(await hrefs(key)).not.toContain('/information');
  });

  it('a brand seeded before the About page gets its link moved; an operator link to /information stays', async () => {
    const [{ key, name }] = await ds.query(`select key, name from brands order by key limit 1`);
    const columns = [
      { title: 'About', links: [{ label: { en: `About ${name}`, ar: `حول ${name}` }, href: '/information' }] },
      { title: 'Guides', links: [{ label: { en: 'All products' }, href: '/information' }] },
    ];
    await ds.query(`update brands set footer_columns = $2 where key = $1`, [key, JSON.stringify(columns)]);
    const lines: string[] = [];
    await fixDemoAboutLinks(ds, (m) => lines.push(m));
    expect(await hrefs(key)).toEqual(['/about', '/information']);
    expect(lines).toEqual([`brand ${key}: "About ${name}" links to /about`]);
    await fixDemoAboutLinks(ds, (m) => lines.push(m)); // nothing left to change
    expect(lines).toHaveLength(1);
  });
});
