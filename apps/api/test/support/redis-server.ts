import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import Redis from 'ioredis';
import { freePort } from '../../src/core/database/embedded-postgres';

async function answers(url: string): Promise<boolean> {
  const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** REDIS_URL when set, else the local server at 127.0.0.1:6379, else a redis-server we start (Debian's redis-server). */
export async function acquireRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
  if (await answers(url)) return { url, stop: async () => {} };
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error('No Redis answers and redis-server is not installed: apt-get install -y redis-server (see README).');
  }
  const port = await freePort();
  const proc: ChildProcess = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], {
    stdio: 'ignore',
  });
  const own = `redis://127.0.0.1:${port}/0`;
  for (let i = 0; i < 50 && !(await answers(own)); i++) await new Promise((r) => setTimeout(r, 100));
  return { url: own, stop: async () => void proc.kill('SIGTERM') };
}
