import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { freePort } from '../../src/core/database/embedded-postgres';
import { closer, owned } from './owned';

/** The platform binary of `@foundry-rs/anvil` (spawned directly, so its pid is ours to stop). */
export function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`;
  let bin: string;
  try {
    bin = join(dirname(require.resolve(`${pkg}/package.json`)), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
  } catch {
    throw new Error(`${pkg} is not installed (npm install; npm install-scripts approve @foundry-rs/anvil)`);
  }
  if (!existsSync(bin)) throw new Error(`anvil binary missing at ${bin}`);
  return bin;
}

export interface Anvil {
  url: string;
  rpc: <T = any>(method: string, params?: unknown[]) => Promise<T>;
  stop: () => Promise<void>;
}

/**
 * A real local EVM chain for a test file: `anvil` on a free port, no automatic block production
 * beyond one block per transaction (automine), default funded accounts. Stop it in afterAll.
 */
export function startAnvil(): Promise<Anvil> {
  return owned(spawnAnvil());
}

async function spawnAnvil(): Promise<Anvil> {
  const port = await freePort();
  const proc: ChildProcess = spawn(anvilBinary(), ['--port', String(port), '--host', '127.0.0.1', '--chain-id', '31337', '--silent'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (d) => (stderr += String(d)));
  const url = `http://127.0.0.1:${port}`;
  let id = 0;
  const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const body = (await res.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result as T;
  };
  const stop = closer(async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((r) => proc.once('exit', () => r()));
    proc.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  });
  for (let i = 0; i < 100; i++) {
    if (proc.exitCode !== null) throw new Error(`anvil exited (${proc.exitCode}): ${stderr.slice(0, 500)}`);
    try {
      await rpc('eth_chainId');
      return { url, rpc, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  await stop();
  throw new Error(`anvil did not answer on ${url}: ${stderr.slice(0, 500)}`);
}
