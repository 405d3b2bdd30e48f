import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { acquireTestServer, recreateDatabase } from '../../api/test/support/pg-server';

const ROOT = resolve(__dirname, '../../..');
const API_MAIN = join(ROOT, 'apps/api/dist/main.js');
// Overridable so two runs on one machine do not share a database or a build folder.
const WEB_DIST = process.env.E2E_WEB_DIST ? resolve(process.env.E2E_WEB_DIST) : join(ROOT, 'apps/web/dist');
const DB_NAME = process.env.E2E_DB_NAME ?? 'mall_e2e_web';
const HEALTH_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.unref();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      s.close(() => (addr && typeof addr === 'object' ? res(addr.port) : rej(new Error('no free port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const until = Date.now() + HEALTH_TIMEOUT_MS;
  let last = '';
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`API exited with code ${child.exitCode} before /healthz answered; log: ${logFile}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = (e as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`GET ${url} did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000}s (last: ${last}); log: ${logFile}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((res) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      res();
    });
    child.kill('SIGTERM');
  });
}

/** Start the real API (fresh database, demo seed) serving the built web app; return the teardown. */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  for (const [what, path] of [
    ['API build', API_MAIN],
    ['web build', join(WEB_DIST, 'index.html')],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${what} missing (${path}). Run \`npm run build\` at the repo root first.`);
  }

  const pg = await acquireTestServer();
  const databaseUrl = await recreateDatabase(pg.adminUrl, DB_NAME);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-e2e-web-'));
  const logFile = join(dataDir, 'api.log');
  const log = createWriteStream(logFile);

  const child = spawn(process.execPath, [API_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      MALL_DATA_DIR: dataDir,
      NODE_ENV: 'production',
      MALL_SEED: 'demo',
      WEB_DIST_DIR: WEB_DIST,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseURL}/healthz`, child, logFile);
  } catch (e) {
    await stopChild(child);
    await pg.stop();
    throw e;
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_API_LOG = logFile;
  console.log(`[e2e] API at ${baseURL} (db ${DB_NAME}, log ${logFile})`);

  return async () => {
    await stopChild(child);
    log.end();
    await pg.stop();
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
}
