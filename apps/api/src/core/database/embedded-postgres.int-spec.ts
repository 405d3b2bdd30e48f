import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { closer, owned } from '../../../test/support/owned';

/**
 * Issue 25, item 13: one mall per MALL_DATA_DIR. Each server here is a process of its own (as two
 * `npm start`s are), running test/support/embedded-postgres-process.ts.
 */
describe('embedded Postgres on a data folder, one process at a time', () => {
  const baseDir = mkdtempSync(join(tmpdir(), 'mall-embedded-'));
  afterAll(() => rmSync(baseDir, { recursive: true, force: true }));

  interface Server {
    proc: ChildProcess;
    /** `url <url>`, `refused <message>` or `failed <message>`: the process's first line. */
    said: string;
    /** Resolves with the exit code once the process has ended by itself or been stopped. */
    exited: Promise<number | null>;
    stop: () => Promise<void>;
  }
  const server = (): Promise<Server> =>
    owned(
      new Promise<Server>((res, rej) => {
        const proc = spawn(
          process.execPath,
          [
            '-r',
            resolve(__dirname, '../../../test/support/ts-require.cjs'),
            resolve(__dirname, '../../../test/support/embedded-postgres-process.ts'),
            baseDir,
          ],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
        const exited = new Promise<number | null>((r) => proc.once('exit', (code) => r(code)));
        const stop = closer(async () => {
          if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
          await exited;
        });
        let out = '';
        proc.stdout!.on('data', (d) => {
          out += String(d);
          const line = out.split('\n')[0];
          if (out.includes('\n')) res({ proc, said: line, exited, stop });
        });
        proc.once('exit', (code) => (out.includes('\n') ? undefined : rej(new Error(`exited ${code} saying nothing`))));
      }),
    );
  const answers = async (said: string) => {
    const c = new Client({ connectionString: said.replace(/^url /, ''), connectionTimeoutMillis: 3000 });
    await c.connect();
    try {
      return (await c.query('select 1 as one')).rows[0].one;
    } finally {
      await c.end();
    }
  };

  it('refuses a second server while the first runs, and the first keeps its database', async () => {
    const first = await server();
    try {
      expect(first.said).toMatch(/^url postgres:/);
      const second = await server();
      expect(second.said).toMatch(/^refused MALL_DATA_DIR .* is in use by another mall process \(pid \d+\)/);
      expect(await second.exited).toBe(3);
      expect(await answers(first.said)).toBe(1);
    } finally {
      await first.stop();
    }
    expect(await first.exited).toBe(0);
  }, 90_000);

  it('starts once the first stopped, and after one that was killed (its Postgres left running) takes over', async () => {
    const killed = await server();
    expect(killed.said).toMatch(/^url /);
    killed.proc.kill('SIGKILL'); // its Postgres stays, orphaned, and its lock is stale
    await killed.stop();
    const next = await server();
    expect(next.said).toMatch(/^url /);
    expect(await answers(next.said)).toBe(1);
    await next.stop();
  }, 90_000);
});
