import { resolve } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../../src/core/database/embedded-postgres';

/**
 * The Postgres server tests run against: DATABASE_URL when set, else the local server at
 * 127.0.0.1:5432 (trust auth) if it answers, else a real embedded Postgres in .data/test.
 * Returns a URL to its `postgres` maintenance database and a stop function.
 */
export async function acquireTestServer(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    return { adminUrl: withDatabase(process.env.DATABASE_URL, 'postgres'), stop: async () => {} };
  }
  const local = 'postgres://postgres@127.0.0.1:5432/postgres';
  if (await answers(local)) return { adminUrl: local, stop: async () => {} };
  const pg = await startEmbeddedPostgres({ baseDir: resolve(__dirname, '../../../../.data/test'), database: 'postgres' });
  return { adminUrl: pg.url, stop: () => pg.stop() };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = '/' + database;
  return u.toString();
}

async function answers(url: string): Promise<boolean> {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** Drop (if present) and create `name`, optionally as a copy of `template`. */
export async function recreateDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await c.end();
  }
  return withDatabase(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await c.end();
  }
}
