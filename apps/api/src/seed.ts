import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from './config/env.schema';
import { dataSourceOptions, runMigrations } from './core/database/data-source';
import { MIGRATIONS } from './migrations';
import { databaseOrEmbedded } from './core/database/embedded-postgres';
import { DEFAULT_SEED, seedCatalog } from './demo/catalog/catalog-seed';
import { settleAfterLoad } from './demo/catalog/steady-state';
import { ANNOUNCE_SEARCH_CHANGE_SQL, REFRESH_VOCABULARY_SQL } from './modules/catalog';

const USAGE = `usage: node apps/api/dist/seed.js [--goods N] [--stores N] [--seed N]

Seeds the demo catalogue (brands, categories, stores, goods, variants) into DATABASE_URL, or into
the embedded Postgres in MALL_DATA_DIR when DATABASE_URL is unset. Deterministic and re-runnable:
rows that already exist are kept.

  --goods N   goods to create (default 50000)
  --stores N  stores (default max(200, goods / 250))
  --seed N    random seed (default ${DEFAULT_SEED})`;

function count(name: string, v: string | undefined, fallback: number | undefined): number | undefined {
  if (v === undefined) return fallback;
  if (!/^\d{1,9}$/.test(v.replace(/_/g, ''))) throw new ConfigError(`--${name} must be a whole number\n\n${USAGE}`);
  return Number(v.replace(/_/g, ''));
}

/** The seed role: a one-off CLI that fills the catalogue and exits. */
async function seed(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: { goods: { type: 'string' }, stores: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }).values;
  } catch (e) {
    throw new ConfigError(`${(e as Error).message}\n\n${USAGE}`);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const goods = count('goods', args.goods, 50_000)!;
  const stores = count('stores', args.stores, undefined);
  const seedValue = count('seed', args.seed, undefined);
  if (stores === 0) throw new ConfigError('--stores must be at least 1');

  const config = loadConfig();
  const { url, pg } = await databaseOrEmbedded(config, (m) => console.log(m));
  const ds = new DataSource(dataSourceOptions(url, 4));
  // Ctrl-C: stop the embedded Postgres cleanly; a re-run resumes (rows are keyed by the seed).
  process.once('SIGINT', () => {
    console.log('interrupted');
    void Promise.resolve(pg?.stop()).finally(() => process.exit(130));
  });
  try {
    const applied = await runMigrations(url, MIGRATIONS);
    if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
    await ds.initialize();
    const t0 = Date.now();
    const r = await seedCatalog(ds, { goods, stores, seed: seedValue, log: (m) => console.log(m) });
    await ds.query(REFRESH_VOCABULARY_SQL);
    await ds.query(ANNOUNCE_SEARCH_CHANGE_SQL); // a running mall drops its cached search answers
    // Every table (the vocabulary tables just refreshed too) in the state of a database used for
    // days, so that a benchmark right after seeding measures the steady state.
    await settleAfterLoad(
      (sql) => ds.query(sql),
      (m) => console.log(m),
    );
    const secs = ((Date.now() - t0) / 1000).toFixed(1);
    console.log(
      `seeded in ${secs} s: ${r.categories} categories, ${r.stores.toLocaleString('en')} stores, ${r.goods.toLocaleString('en')} goods, ${r.skus.toLocaleString('en')} SKUs inserted (existing rows kept)`,
    );
  } finally {
    if (ds.isInitialized) await ds.destroy().catch(() => undefined);
    await pg?.stop().catch(() => undefined);
  }
}

seed().then(
  () => process.exit(0),
  (e) => {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  },
);
