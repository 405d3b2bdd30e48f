import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { runMigrations } from '../src/core/database/data-source';
import { MIGRATIONS } from '../src/migrations';
import { acquireTestServer, recreateDatabase } from './support/pg-server';
import { acquireRedis } from './support/redis-server';

/**
 * Once per run: find the Postgres server, migrate a template database (reused while the migration
 * sources are unchanged, constants and helpers included), and tell the workers where it is. Each
 * worker/file clones it (~0.2 s).
 */
export default async function globalSetup(): Promise<void> {
  const server = await acquireTestServer();
  const dir = join(__dirname, '../src/migrations');
  const hash = createHash('sha1');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  const template = `mall_tpl_${hash.digest('hex').slice(0, 10)}`;
  const admin = new Client({ connectionString: server.adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1;
  await admin.end();
  if (!exists || process.env.CI) {
    const url = await recreateDatabase(server.adminUrl, template);
    await runMigrations(url, MIGRATIONS);
  }
  process.env.TEST_PG_ADMIN_URL = server.adminUrl;
  process.env.TEST_PG_TEMPLATE = template;
  const redis = await acquireRedis();
  process.env.REDIS_URL = redis.url;
  (globalThis as { __testStop?: () => Promise<void> }).__testStop = async () => {
    await redis.stop();
    await server.stop();
  };
}
