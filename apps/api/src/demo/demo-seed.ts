import { Logger } from '@nestjs/common';
import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/env.schema';
import { seedCatalog } from './catalog/catalog-seed';
import { settleAfterLoad } from './catalog/steady-state';
import { CatalogService } from '../modules/catalog';
import { seedDemoSellers } from './accounts/demo-sellers.seed';
import { seedDemoAddress } from './accounts/demo-address.seed';
import { seedDemoAgent } from './accounts/demo-agent.seed';
import { AccountService } from '../modules/user';
import { seedDemoDepositNetwork, seedDemoWallet } from './chain/demo-wallet.seed';

/**
 * The demo brands' "About <brand>" footer link goes to the About page (/about), no longer to the
 * category list (/information) it pointed at before that page existed. Only those exact demo links
 * change; an operator's own links are left alone.
 */
export async function fixDemoAboutLinks(ds: DataSource, log: (m: string) => void): Promise<void> {
  type Link = { label?: unknown; href?: unknown };
  const brands: { key: string; name: string; footer_columns: unknown }[] = await ds.query(`select key, name, footer_columns from brands`);
  for (const b of brands) {
    if (!Array.isArray(b.footer_columns)) continue;
    let changed = false;
    const columns = b.footer_columns.map((c: { links?: unknown }) => {
      if (!c || !Array.isArray(c.links)) return c;
      const links = c.links.map((l: Link) => {
        const en = l && typeof l.label === 'object' && l.label ? (l.label as Record<string, unknown>).en : l?.label;
        if (l?.href !== '/information' || en !== `About ${b.name}`) return l;
        changed = true;
        return { ...l, href: '/about' };
      });
      return { ...c, links };
    });
    if (!changed) continue;
    await ds.query(`update brands set footer_columns = $2 where key = $1`, [b.key, JSON.stringify(columns)]);
    log(`brand ${b.key}: "About ${b.name}" links to /about`);
  }
}

export const DEMO_BUYER = { username: 'demo@lumen-bazaar.example', password: 'demo1234' };

/** Demo data, once per database (recorded in seed_runs). Later slices add their own steps here. */
export async function seedDemo(app: INestApplicationContext): Promise<void> {
  const ds = app.get(DataSource);
  const log = new Logger('Seed');
  const steps: { name: string; run: () => Promise<void> }[] = [
    {
      name: 'demo-buyer',
      run: async () => {
        await app
          .get(AccountService)
          .register({ username: DEMO_BUYER.username, password: DEMO_BUYER.password, confirm: DEMO_BUYER.password, type: 2 }, '127.0.0.1');
        log.log(`demo buyer: ${DEMO_BUYER.username} / ${DEMO_BUYER.password}`);
      },
    },
    {
      name: 'demo-catalog',
      run: async () => {
        const goods = app.get<AppConfig>(APP_CONFIG).MALL_SEED_GOODS;
        const r = await seedCatalog(ds, { goods, log: (m) => log.log(m) });
        await app.get(CatalogService).refreshSearchVocabulary();
        log.log(`demo catalog: ${r.goods} goods in ${r.stores} stores, ${r.categories} categories`);
      },
    },
    {
      // After the catalog: two demo stores get an owner login for the seller console (/seller).
      name: 'demo-sellers',
      run: () => seedDemoSellers(app, (m) => log.log(m)),
    },
    {
      // The demo buyer can buy at once: a demo balance (ledger transfer from demo:grants).
      name: 'demo-wallet',
      run: () => seedDemoWallet(app, DEMO_BUYER.username, (m) => log.log(m)),
    },
    {
      // A deposit network in service, so the wallet shows the buyer's own deposit address (demo key only).
      name: 'demo-deposit-network',
      run: () => seedDemoDepositNetwork(app, (m) => log.log(m)),
    },
    {
      // The demo buyer's default delivery address (a fictional street in a real city).
      name: 'demo-address',
      run: () => seedDemoAddress(app, DEMO_BUYER.username, (m) => log.log(m)),
    },
    {
      // An operator with the agent role for the customer-service console (/agent).
      name: 'demo-agent',
      run: () => seedDemoAgent(app, (m) => log.log(m)),
    },
    {
      // Demo brands seeded before the About page existed linked "About <brand>" to a category list.
      name: 'demo-brand-about-link',
      run: () => fixDemoAboutLinks(ds, (m) => log.log(m)),
    },
  ];
  let ran = 0;
  for (const step of steps) {
    const done = await ds.query(`select 1 from seed_runs where name = $1`, [step.name]);
    if (done.length) continue;
    await step.run();
    await ds.query(`insert into seed_runs (name) values ($1) on conflict do nothing`, [step.name]);
    ran += 1;
  }
  if (ran)
    await settleAfterLoad(
      (sql) => ds.query(sql),
      (m) => log.log(m),
    );
}
