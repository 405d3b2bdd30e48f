// Start the built mall (apps/api/dist/main.js) against DATABASE_URL on a free port; resolves to its base URL.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(new URL('../../..', import.meta.url).pathname);

export function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

export async function startMall(databaseUrl, extraEnv = {}) {
  const port = await freePort();
  // BENCH_API_MAIN: a build elsewhere (e.g. one kept apart from a tree being edited).
  const main = process.env.BENCH_API_MAIN ? resolve(process.env.BENCH_API_MAIN) : join(ROOT, 'apps/api/dist/main.js');
  // BENCH_MALL_NODE_ARGS: node flags for the mall alone, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = (process.env.BENCH_MALL_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      MALL_SEED: 'none',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      MALL_DATA_DIR: mkdtempSync(join(tmpdir(), 'mall-bench-')),
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) {
        const searchIndex = await searchIndexReady(base);
        return { base, pid: child.pid, searchIndex, stop: () => child.kill('SIGINT') };
      }
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('mall did not start');
}

/**
 * Measure the mall as it runs for days: wait until its in-memory search index has loaded (it loads in
 * the background, Postgres answering meanwhile). Answers the index state and how long it took.
 */
async function searchIndexReady(base) {
  const t0 = Date.now();
  for (;;) {
    const s = await (await fetch(`${base}/v1/search/index`)).json();
    if (s.state !== 'loading') return { ...s, waitedMs: Date.now() - t0 };
    if (Date.now() - t0 > 600_000) throw new Error('the search index did not load in 10 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function databaseUrl() {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mall_bench';
}
