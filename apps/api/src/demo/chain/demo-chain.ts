import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { ContractFactory, HDNodeWallet, JsonRpcProvider, Wallet, parseUnits } from 'ethers';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/env.schema';

/**
 * The demo's deposit key: anvil's / Hardhat's public TEST mnemonic (`test test … junk`), account
 * m/44'/60'/1' (account 1: not the funded accounts m/44'/60'/0'/0/i anvil hands out). Its
 * account-level xpub gives every demo user a deposit address. ANYONE can derive the private keys:
 * used only by `npm start` with MALL_SEED=demo when no CHAIN_EVM_XPUB of the operator's is configured.
 */
export const DEMO_DEPOSIT_MNEMONIC = 'test test test test test test test test test test test junk';
const DEMO_DEPOSIT_PATH = "m/44'/60'/1'";
/** anvil's default account #0 (funded on every anvil chain): deploys and sends the demo token. Never a real key. */
export const DEMO_CHAIN_FUNDED_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
/** Where account #0's first deployment lands (nonce 0) on a fresh anvil chain: the demo token. */
export const DEMO_TOKEN_ADDRESS = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
export const DEMO_NETWORK_ID = 'demo-erc20';
/** The name clients see (`blockchain_name`): says "demo" wherever the address is shown. */
export const DEMO_NETWORK_NAME = 'ERC20 (demo)';
const DEMO_CHAIN_ID = 31337;

/** The demo xpub (public key only). */
export function demoEvmXpub(): string {
  xpub ??= HDNodeWallet.fromPhrase(DEMO_DEPOSIT_MNEMONIC, undefined, DEMO_DEPOSIT_PATH).neuter().extendedKey;
  return xpub;
}

let xpub: string | undefined;

/** Whether this start uses the demo deposit key: demo seed, and the operator configured no EVM key of their own. */
export function usesDemoChainKey(config: Pick<AppConfig, 'MALL_SEED' | 'CHAIN_EVM_XPUB'>): boolean {
  return config.MALL_SEED === 'demo' && (!config.CHAIN_EVM_XPUB || config.CHAIN_EVM_XPUB === demoEvmXpub());
}

/**
 * The configuration with the demo keys filled in when {@link usesDemoChainKey}: the demo deposit xpub
 * and, with the demo chain on, no signer of the operator's and payouts not switched off, the chain's
 * funded TEST account as payout key on the demo network only (every other network stays manual).
 */
export function withDemoChainKey<C extends AppConfig>(config: C): C {
  if (!usesDemoChainKey(config)) return config;
  const demoPays =
    config.MALL_DEMO_CHAIN && !config.CHAIN_HOT_WALLET_KEY && !config.CHAIN_SIGNER_URL && config.CHAIN_PAYOUTS_ENABLED !== false;
  return {
    ...config,
    CHAIN_EVM_XPUB: demoEvmXpub(),
    ...(demoPays ? { CHAIN_HOT_WALLET_KEY: DEMO_CHAIN_FUNDED_KEY, CHAIN_PAYOUT_NETWORKS: [DEMO_NETWORK_ID] } : {}),
  };
}

export function demoRpcUrl(config: AppConfig): string {
  return `http://127.0.0.1:${config.MALL_DEMO_CHAIN_PORT}`;
}

/**
 * The demo ERC-20 network (seeded once): 6-decimal token on the local demo chain, 2 confirmations,
 * enabled, with withdrawals open. Nothing happens when the operator configured their own key.
 */
export async function seedDemoNetwork(ds: DataSource, config: AppConfig): Promise<boolean> {
  if (!usesDemoChainKey(config)) return false;
  await ds.query(
    `insert into chain_networks (id, family, name, coin, token_contract, token_decimals, confirmations, min_deposit, enabled, rpc_url, sort)
     values ($1, 'evm', $2, 'USDT', $3, 6, 2, 1000000, true, $4, 0)
     on conflict (id) do nothing`,
    [DEMO_NETWORK_ID, DEMO_NETWORK_NAME, DEMO_TOKEN_ADDRESS, demoRpcUrl(config)],
  );
  await openDemoWithdrawals(ds);
  return true;
}

/**
 * Withdrawals on the demo network (once; the operator may change them later): on, from 1 USDT, no
 * cooling-off after binding an address, so the demo buyer can try the whole path at once. Paid by
 * the demo chain's TEST account with MALL_DEMO_CHAIN=1, by an operator (manual payout) without.
 */
async function openDemoWithdrawals(ds: DataSource): Promise<void> {
  await ds.query(
    `insert into withdraw_configs (chain, enabled, min_amount, address_cooldown_minutes) values ($1, true, 1000000, 0)
     on conflict (chain) do nothing`,
    [DEMO_NETWORK_ID],
  );
}

/** The platform binary of `@foundry-rs/anvil` (spawned directly, so its pid is ours to stop). */
function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`;
  const bin = join(dirname(require.resolve(`${pkg}/package.json`)), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
  if (!existsSync(bin)) throw new Error(`anvil binary missing at ${bin}`);
  return bin;
}

/** The demo token's ABI and bytecode: the test fixture (apps/api/test/fixtures/test-usdt), reused. */
function tokenArtifact(): { abi: unknown[]; bytecode: string } {
  const file = resolve(__dirname, '../../../test/fixtures/test-usdt/TestUSDT.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

export interface DemoChain {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * MALL_DEMO_CHAIN=1: a local anvil chain (state kept in `<dataDir>/demo-chain/anvil-state.json`, a
 * block every 2 s), the demo token deployed on it (once), and the demo network pointed at it.
 * Call {@link DemoChain.stop} on exit (it also writes the chain's state).
 */
export async function startDemoChain(config: AppConfig, ds: DataSource): Promise<DemoChain> {
  const log = new Logger('DemoChain');
  const dir = join(config.dataDir, 'demo-chain');
  mkdirSync(dir, { recursive: true });
  const url = demoRpcUrl(config);
  const args = ['--host', '127.0.0.1', '--port', String(config.MALL_DEMO_CHAIN_PORT), '--chain-id', String(DEMO_CHAIN_ID)];
  args.push('--block-time', '2', '--state', join(dir, 'anvil-state.json'), '--state-interval', '30', '--silent');
  const proc: ChildProcess = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  proc.stderr?.on('data', (d) => (stderr = (stderr + String(d)).slice(-2000)));
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((r) => proc.once('exit', () => r()));
    proc.kill('SIGTERM'); // anvil dumps its state on the way out
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  };
  const provider = new JsonRpcProvider(url, DEMO_CHAIN_ID, { staticNetwork: true, pollingInterval: 200 });
  try {
    let up = false;
    for (let i = 0; i < 100 && !up; i++) {
      if (proc.exitCode !== null) throw new Error(`anvil exited (${proc.exitCode}): ${stderr}`);
      up = await provider.getBlockNumber().then(
        () => true,
        () => new Promise<boolean>((r) => setTimeout(() => r(false), 100)),
      );
    }
    if (!up) throw new Error(`anvil did not answer on ${url}: ${stderr}`);
    let fresh = false;
    if ((await provider.getCode(DEMO_TOKEN_ADDRESS)) === '0x') {
      const deployer = new Wallet(DEMO_CHAIN_FUNDED_KEY, provider);
      if ((await provider.getTransactionCount(deployer.address)) !== 0)
        throw new Error('demo chain: account #0 has sent transactions but the demo token is missing (delete <dataDir>/demo-chain)');
      const { abi, bytecode } = tokenArtifact();
      const token = await new ContractFactory(abi as never, bytecode, deployer).deploy(parseUnits('1000000000', 6));
      await token.waitForDeployment();
      if ((await token.getAddress()).toLowerCase() !== DEMO_TOKEN_ADDRESS) throw new Error('demo token deployed at an unexpected address');
      fresh = true;
      log.log(`demo token (dUSDT, 6 decimals) deployed at ${DEMO_TOKEN_ADDRESS}`);
    }
    const head = await provider.getBlockNumber();
    // A fresh chain, a first start, or a chain behind the stored cursor (its state was lost): scan from now on.
    await ds.query(
      `update chain_networks set enabled = true, rpc_url = $2, token_contract = $3, token_decimals = 6,
              scan_cursor = case when $4 or scan_cursor is null or scan_cursor > $5 then $5 else scan_cursor end, updated_at = now()
        where id = $1`,
      [DEMO_NETWORK_ID, url, DEMO_TOKEN_ADDRESS, fresh, head],
    );
    await openDemoWithdrawals(ds); // installs seeded before withdrawals were opened there
    log.log(`demo chain (anvil, pid ${proc.pid}) at ${url}: send demo USDT with  node tools/demo/send-usdt.mjs <address> <amount>`);
    return { url, pid: proc.pid!, stop };
  } catch (e) {
    await stop();
    throw e;
  } finally {
    provider.destroy();
  }
}
