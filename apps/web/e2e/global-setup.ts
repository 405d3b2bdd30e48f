import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ContractFactory, HDNodeWallet, JsonRpcProvider, NonceManager, Wallet, parseUnits } from 'ethers';
import { Client } from 'pg';
import { freePort } from '../../api/src/core/database/embedded-postgres';
import artifact from '../../api/test/fixtures/test-usdt/TestUSDT.json';
import { startAnvil, type Anvil } from '../../api/test/support/anvil';
import { acquireTestServer, recreateDatabase } from '../../api/test/support/pg-server';
import { startSmtpServer, type ReceivedMail } from '../../api/test/support/smtp-server';

const ROOT = resolve(__dirname, '../../..');
const API_MAIN = join(ROOT, 'apps/api/dist/main.js');
// Overridable so two runs on one machine do not share a database or a build folder.
const WEB_DIST = process.env.E2E_WEB_DIST ? resolve(process.env.E2E_WEB_DIST) : join(ROOT, 'apps/web/dist');
const DB_NAME = process.env.E2E_DB_NAME ?? 'mall_e2e_web';
const HEALTH_TIMEOUT_MS = 60_000;

/** anvil's default accounts #0 (deploys the test USDT and pays the tests' deposits) and #1 (payout hot wallet). */
const FUNDER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const HOT_WALLET_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a3d8d5d91b8e4b1d0f0';
/** The operator's deposit key: the BIP-39 test mnemonic (as in the API tests), only its xpub reaches the API. */
const DEPOSIT_MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
/** Confirmations the e2e deposit network requires before crediting. */
const E2E_CONFIRMATIONS = 3;
/** The network the hot wallet pays on (automatic payouts); withdrawals on MANUAL_NETWORK are paid by an operator. */
const SIGNED_NETWORK = 'ethereum';
const MANUAL_NETWORK = 'polygon';

interface TestChain {
  anvil: Anvil;
  token: string;
  deployBlock: number;
}

/**
 * A real local EVM chain: anvil plus a 6-decimal ERC-20 ("test USDT", 1,000,000 minted to the
 * funder, 100,000 of it to the hot wallet).
 */
async function startChain(): Promise<TestChain> {
  const anvil = await startAnvil();
  const provider = new JsonRpcProvider(anvil.url, 31337, { staticNetwork: true, pollingInterval: 20, cacheTimeout: -1 });
  try {
    const signer = new NonceManager(new Wallet(FUNDER_KEY, provider));
    const deployed = await new ContractFactory(artifact.abi, artifact.bytecode, signer).deploy(parseUnits('1000000', 6));
    await deployed.waitForDeployment();
    const transfer = await deployed.getFunction('transfer')(new Wallet(HOT_WALLET_KEY).address, parseUnits('100000', 6));
    const receipt = await transfer.wait();
    return { anvil, token: (await deployed.getAddress()).toLowerCase(), deployBlock: receipt!.blockNumber };
  } catch (e) {
    await anvil.stop();
    throw e;
  } finally {
    provider.destroy();
  }
}

/**
 * The operator's configuration, straight in the tables (as the API tests do): USDT on "ERC20" watched
 * on the local chain with a short confirmation depth; withdrawals on it with a 1.5 % fee, 10 to 1,000
 * USDT, 3 a day and no cool-off after binding an address. "Polygon" is the same token on the same
 * chain for withdrawals only (deposits off: the same addresses on one chain would be credited twice),
 * outside the hot wallet's networks (CHAIN_PAYOUT_NETWORKS): an operator pays it by hand (manual payouts).
 */
async function configureChain(databaseUrl: string, chain: TestChain): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(
      `update chain_networks set enabled = true, rpc_url = $1, token_contract = $2, token_decimals = 6, confirmations = $3,
              min_deposit = 1000000, recharge_min = 10000000, recharge_max = 5000000000, scan_cursor = $4
        where id = 'ethereum'`,
      [chain.anvil.url, chain.token, E2E_CONFIRMATIONS, chain.deployBlock],
    );
    await db.query(
      `update chain_networks set enabled = false, rpc_url = $1, token_contract = $2, token_decimals = 6, confirmations = $3
        where id = $4`,
      [chain.anvil.url, chain.token, E2E_CONFIRMATIONS, MANUAL_NETWORK],
    );
    await db.query(
      `update withdraw_configs set enabled = true, fee_rate = '0.015', min_amount = 10000000, max_amount = 1000000000,
              daily_count = 3, address_cooldown_minutes = 0
        where chain = any($1::text[])`,
      [[SIGNED_NETWORK, MANUAL_NETWORK]],
    );
  } finally {
    await db.end();
  }
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

/**
 * Start a local chain, an SMTP server and the real API (fresh database, demo seed, one deposit network
 * on that chain, withdrawals on it paid by the hot wallet and on a second network by an operator, its
 * e-mail delivered to that SMTP server) serving the built web app; return the teardown.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  for (const [what, path] of [
    ['API build', API_MAIN],
    ['web build', join(WEB_DIST, 'index.html')],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${what} missing (${path}). Run \`npm run build\` at the repo root first.`);
  }

  const evmXpub = HDNodeWallet.fromPhrase(DEPOSIT_MNEMONIC, undefined, "m/44'/60'/0'").neuter().extendedKey;
  const [pgResult, chainResult] = await Promise.allSettled([acquireTestServer(), startChain()]);
  if (pgResult.status === 'rejected' || chainResult.status === 'rejected') {
    if (pgResult.status === 'fulfilled') await pgResult.value.stop();
    if (chainResult.status === 'fulfilled') await chainResult.value.anvil.stop();
    throw pgResult.status === 'rejected' ? pgResult.reason : (chainResult as PromiseRejectedResult).reason;
  }
  const pg = pgResult.value;
  const chain = chainResult.value;
  let databaseUrl: string;
  let port: number;
  try {
    databaseUrl = await recreateDatabase(pg.adminUrl, DB_NAME);
    port = await freePort();
  } catch (e) {
    await pg.stop();
    await chain.anvil.stop();
    throw e;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-e2e-web-'));
  const logFile = join(dataDir, 'api.log');
  const log = createWriteStream(logFile);
  // The API's e-mail goes to a real SMTP server; each message it accepts is kept as a JSON file that
  // the tests (other processes) read (mailbox.ts).
  const mailDir = join(dataDir, 'mail');
  mkdirSync(mailDir);
  let mails = 0;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  try {
    smtp = await startSmtpServer(undefined, (m: ReceivedMail) => {
      const file = join(mailDir, `${Date.now()}-${String(mails++).padStart(5, '0')}.json`);
      writeFileSync(file, JSON.stringify({ to: m.rcptTo, from: m.from?.text, subject: m.subject, text: m.text, html: m.html || '' }));
    });
  } catch (e) {
    await pg.stop();
    await chain.anvil.stop();
    throw e;
  }

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
      ADMIN_PASSWORD: 'e2e-admin-password-0001', // the first operator, `admin` (admin.spec.ts)
      // Every spec signs operators in from this one address: the per-IP sign-in limit (10 a minute by
      // default, tested in admin.e2e-spec.ts) would refuse the suite's own sign-ins.
      RATE_LIMIT_ADMIN_LOGIN_PER_MIN: '1000',
      // Likewise every guest, buyer and agent of the suite chats from 127.0.0.1: the per-IP chat limits
      // (chat-flood.e2e-spec.ts tests them) would refuse the suite's own conversations.
      CHAT_SOCKETS_PER_IP: '1000',
      CHAT_SENDS_PER_MIN_PER_IP: '10000',
      CHAT_GUEST_CHATS_PER_IP_PER_HOUR: '1000',
      CHAT_GUEST_UPLOADS_PER_IP_PER_DAY: '1000',
      CHAIN_EVM_XPUB: evmXpub,
      CHAIN_SCAN_INTERVAL_MS: '500',
      CHAIN_HOT_WALLET_KEY: HOT_WALLET_KEY,
      CHAIN_PAYOUT_NETWORKS: SIGNED_NETWORK,
      SMTP_URL: smtp.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseURL}/healthz`, child, logFile);
    await configureChain(databaseUrl, chain);
  } catch (e) {
    await stopChild(child);
    await smtp.stop();
    await pg.stop();
    await chain.anvil.stop();
    throw e;
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_API_LOG = logFile;
  // For tests that prepare rows the API has no call for (loan.spec.ts, chat-conversations.spec.ts).
  process.env.E2E_DATABASE_URL = databaseUrl;
  // For tests that pay deposits on the chain (wallet.spec.ts).
  process.env.E2E_CHAIN_RPC_URL = chain.anvil.url;
  process.env.E2E_CHAIN_TOKEN = chain.token;
  process.env.E2E_CHAIN_FUNDER_KEY = FUNDER_KEY;
  process.env.E2E_CHAIN_CONFIRMATIONS = String(E2E_CONFIRMATIONS);
  // For tests that withdraw on a network an operator pays by hand (trust-journey.spec.ts).
  process.env.E2E_MANUAL_NETWORK = MANUAL_NETWORK;
  // For tests that read the e-mail the API sent (mailbox.ts).
  process.env.E2E_MAIL_DIR = mailDir;
  // The web build it serves, for tests that name its chunks (chat-conversations.spec.ts).
  process.env.E2E_WEB_DIST = WEB_DIST;
  console.log(`[e2e] API at ${baseURL} (db ${DB_NAME}, log ${logFile}); chain at ${chain.anvil.url}, test USDT ${chain.token}`);

  return async () => {
    await stopChild(child);
    log.end();
    await smtp.stop();
    await chain.anvil.stop();
    await pg.stop();
    if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  };
}
