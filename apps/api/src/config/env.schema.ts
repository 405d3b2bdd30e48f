import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** proxy-addr's names of address ranges, which Fastify's `trustProxy` takes too. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(s: string): boolean {
  if (PROXY_RANGES.has(s)) return true;
  const [ip, bits, ...more] = s.split('/');
  const v = isIP(ip);
  return v !== 0 && more.length === 0 && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (v === 4 ? 32 : 128)));
}

/**
 * Who may say the client's address (X-Forwarded-For), scheme and host (X-Forwarded-Proto/-Host):
 * nobody (`false`, `0`: the default); the proxies' addresses, CIDR ranges or
 * `loopback`/`linklocal`/`uniquelocal`, comma-separated (Fastify's `trustProxy` forms; safe wherever
 * the server runs); or a hop count N (N proxies in front: the client is the address the outermost one
 * saw, whatever a client wrote left of it; only for a server that nothing but its proxies can reach).
 * `true` is refused: it trusted every hop, so any client could pick its own address.
 */
const trustProxy = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v, ctx): false | number | string[] => {
    if (['', 'false', '0', 'no'].includes(v)) return false;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const list = v.split(',').map((a) => a.trim());
    if (list.every(isProxyAddress)) return list;
    ctx.addIssue({
      code: 'custom',
      message:
        v === 'true' || v === 'yes'
          ? 'true trusted every X-Forwarded-For hop (any client could pick its own IP): set the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)'
          : 'expected false, the number of proxies in front of the server (e.g. 1) or their addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8)',
    });
    return z.NEVER;
  });

/** The only reader of process.env. A bad or missing variable fails start-up with every bad key listed. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Postgres URL. Unset: a real embedded Postgres is started in MALL_DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Redis URL. Unset: jobs run in-process and rate limits are per process. */
  REDIS_URL: z.string().url().optional(),
  /**
   * Prefix of every key and channel this deployment uses on Redis (jobs, rate limits, chat events),
   * so that deployments sharing one Redis never see each other's. Default: `mall:<database name>`.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - (at most 64)')
    .optional(),
  MALL_DATA_DIR: z.string().min(1).default('./.data'),
  /** `demo` seeds demo data once; `none` seeds nothing. */
  MALL_SEED: z.enum(['demo', 'none']).default('demo'),
  /** How many demo goods the first start seeds (the big catalog for benchmarks: `npm run seed`). */
  MALL_SEED_GOODS: z.coerce.number().int().min(0).max(2_000_000).default(2000),
  /** Public origin used to build absolute URLs (uploads); default: the request's own origin. */
  PUBLIC_URL: z.string().url().optional(),
  /** Built web app to serve (SPA fallback). Default apps/web/dist when it exists. */
  WEB_DIST_DIR: z.string().optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(2 * 1024 * 1024),
  /** Per-module overrides, e.g. `evaluate=2097152,recharge=5242880`. */
  UPLOAD_MAX_BYTES_BY_MODULE: z
    .string()
    .regex(/^([a-z0-9_-]+=\d+)(,[a-z0-9_-]+=\d+)*$/i, 'expected module=bytes,module=bytes')
    .optional(),
  /**
   * Search answers (ids and match count per keyword, sort and page) kept in memory this long; 0 turns
   * the cache off. Changes that alter an answer (listing, words, price, store) drop it at once through
   * Postgres LISTEN/NOTIFY; only "best sellers first" may lag by up to this long.
   */
  SEARCH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3600_000).default(60_000),
  /** Memory the search cache may hold, in MiB (answers are measured as their JSON; least recently used go first). */
  SEARCH_CACHE_MB: z.coerce.number().int().min(1).max(16_384).default(64),
  /**
   * Where search pages are computed: `memory` (an index of the listed goods in each API process,
   * loaded from and kept current with Postgres; ~350 MiB more resident memory per million goods at rest) or `postgres`
   * (search_goods_page(), slower, no memory). Postgres answers while the index loads either way.
   */
  SEARCH_INDEX: z.enum(['memory', 'postgres']).default('memory'),
  /** Login attempts allowed per IP per minute. */
  RATE_LIMIT_LOGIN_PER_MIN: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /**
   * Chat messages a buyer or a guest may send per minute, over all its sockets, `.action` calls and
   * processes (one budget; the old `.action` per-user limit was 60). Agents and stores replying have
   * CHAT_STAFF_SENDS_PER_MIN instead.
   */
  CHAT_SENDS_PER_MIN: z.coerce.number().int().min(1).default(60),
  /** Chat messages buyers and guests may send per minute from one IP (an office or a carrier NAT shares one). */
  CHAT_SENDS_PER_MIN_PER_IP: z.coerce.number().int().min(1).default(120),
  /** Chat messages one agent or one store may send per minute: generous, canned replies across many conversations. */
  CHAT_STAFF_SENDS_PER_MIN: z.coerce.number().int().min(1).default(600),
  /** Chat sockets open at once per buyer, guest or agent (tabs and devices), over every process. */
  CHAT_SOCKETS_PER_USER: z.coerce.number().int().min(1).default(10),
  /** Chat sockets of buyers and guests open at once from one IP (agents are not counted). */
  CHAT_SOCKETS_PER_IP: z.coerce.number().int().min(1).default(50),
  /** New guest customer-service conversations one IP may open per hour (signed-in buyers are not counted). */
  CHAT_GUEST_CHATS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** Pictures a guest may upload to chat in 24 hours, and their size in MiB (as stored, re-encoded). */
  CHAT_GUEST_UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(20),
  CHAT_GUEST_UPLOAD_MB_PER_DAY: z.coerce.number().int().min(1).default(20),
  /** The same per IP, over all its guests. */
  CHAT_GUEST_UPLOADS_PER_IP_PER_DAY: z.coerce.number().int().min(1).default(100),
  CHAT_GUEST_UPLOAD_MB_PER_IP_PER_DAY: z.coerce.number().int().min(1).default(100),
  /** A guest's chat picture not sent in a message within this many hours is deleted (job `chat.expireUploads`). */
  CHAT_GUEST_UPLOAD_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** Time zone for "try again tomorrow" and the .action date format. */
  BUSINESS_TZ: z.string().min(1).default('Asia/Shanghai'),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug']).default('log'),
  /**
   * Chain deposits. Account-level extended public key (BIP32/44 `m/44'/60'/0'`, `xpub…`) from which
   * every user's EVM deposit address is derived (child `0/<index>`). Unset: EVM networks stay
   * disabled. Only a public key: the API server never holds a private key.
   */
  CHAIN_EVM_XPUB: z
    .string()
    .trim()
    .regex(/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'expected an extended public key (xpub…)')
    .optional(),
  /** The same for TRON (`m/44'/195'/0'`). Unset: the TRON network stays disabled. */
  CHAIN_TRON_XPUB: z
    .string()
    .trim()
    .regex(/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, 'expected an extended public key (xpub…)')
    .optional(),
  /** How often `chain.scanEvm` polls each enabled EVM network. */
  CHAIN_SCAN_INTERVAL_MS: z.coerce.number().int().min(500).max(3600_000).default(5000),
  /** How often `chain.scanTron` polls the TronGrid-compatible API. */
  CHAIN_TRON_SCAN_INTERVAL_MS: z.coerce.number().int().min(1000).max(3600_000).default(30_000),
  /** Largest block range of one `eth_getLogs` call (halved automatically when a node refuses). */
  CHAIN_EVM_MAX_BLOCK_RANGE: z.coerce.number().int().min(1).max(100_000).default(500),
  /** Timeout of one RPC / HTTP call to a chain endpoint. */
  CHAIN_RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** TRON: how far behind the cursor each poll looks again (solidification delay + clock skew). */
  CHAIN_TRON_LOOKBACK_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86400_000)
    .default(600_000),
  /** TRON: API key sent as `TRON-PRO-API-KEY` (TronGrid), if the endpoint wants one. */
  CHAIN_TRON_API_KEY: z.string().min(1).optional(),
  /**
   * Withdrawal payouts: the hot wallet's private key (`0x` + 64 hex), used by the job role to sign
   * ERC-20 and TRC-20 transfers (the same account on TRON). Set it only where payouts run (the
   * worker with REDIS_URL). Never logged.
   */
  CHAIN_HOT_WALLET_KEY: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'expected a 32-byte hex private key (0x…)')
    .optional(),
  /**
   * An external signer instead of a local key (an HSM / custody service): `HttpPayoutSigner` in
   * modules/withdraw/payout/payout-signer.ts documents the contract. Every answer is verified (same
   * fields, signed by CHAIN_SIGNER_ADDRESS) before anything is broadcast.
   */
  CHAIN_SIGNER_URL: z.string().url().optional(),
  /** Bearer token sent to CHAIN_SIGNER_URL. Required with it. Never logged. */
  CHAIN_SIGNER_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /**
   * The hot wallet the external signer signs for (`0x` + 40 hex); answers signed by another key are
   * refused. Required with CHAIN_SIGNER_URL.
   */
  CHAIN_SIGNER_ADDRESS: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-hex address')
    .optional(),
  /**
   * The networks (`chain_networks.id`, comma-separated, e.g. `ethereum,tron`) the payout signer
   * (CHAIN_HOT_WALLET_KEY or CHAIN_SIGNER_URL) pays on; withdrawals on every other network are paid
   * by an operator (manual payouts, see WithdrawChannelService). Unset: the signer pays on every network.
   */
  CHAIN_PAYOUT_NETWORKS: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]{0,31}(?:\s*,\s*[a-z0-9][a-z0-9_-]{0,31})*$/, 'expected network ids, comma-separated (ethereum,tron)')
    .transform((v) => [...new Set(v.split(',').map((n) => n.trim()))])
    .optional(),
  /** Timeout of one call to CHAIN_SIGNER_URL. */
  CHAIN_SIGNER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * Payouts on or off. Unset: on exactly when a signer (CHAIN_HOT_WALLET_KEY or CHAIN_SIGNER_URL) is
   * set. `true`: start-up fails without a signer. `false`: off even with one.
   */
  CHAIN_PAYOUTS_ENABLED: bool.optional(),
  /** TRON payouts: fee_limit of a TRC-20 transfer in sun (1 TRX = 1 000 000 sun), the most it may burn. */
  CHAIN_TRON_FEE_LIMIT_SUN: z.coerce.number().int().min(1_000_000).max(1_000_000_000).default(100_000_000),
  /** How often `wallet.payout` sweeps approved withdrawals and `wallet.confirmPayouts` follows sent ones. */
  CHAIN_PAYOUT_INTERVAL_MS: z.coerce.number().int().min(500).max(3600_000).default(15_000),
  /** The first operator account, created at first start when there is none. */
  ADMIN_USERNAME: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9._-]{2,31}$/, 'expected 3-32 letters, digits, dot, dash or underscore')
    .default('admin'),
  /** Its password (at least 12 characters). Unset: a random one is printed once to the log at first start. */
  ADMIN_PASSWORD: z.string().min(12, 'at least 12 characters').max(128).optional(),
  ADMIN_SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(72).default(8),
  /** Operator login attempts per IP per minute. */
  RATE_LIMIT_ADMIN_LOGIN_PER_MIN: z.coerce.number().int().min(1).default(10),
  /**
   * Failed sign-ins per account per business day from all clients (buyers and operators); over it
   * the account is locked for every new client until an e-mailed unlock link or an operator lifts it.
   */
  LOGIN_FAILURES_PER_ACCOUNT_PER_DAY: z.coerce.number().int().min(10).default(100),
  /** Two-person approval: the second approver's account must be at least this old (days). */
  APPROVER_MIN_ACCOUNT_AGE_DAYS: z.coerce.number().min(0).default(7),
  /** Proxies trusted for X-Forwarded-For/-Proto/-Host: a hop count or their addresses (see `trustProxy`). */
  TRUST_PROXY: trustProxy.default(false),
  /**
   * Strict-Transport-Security on answers to HTTPS requests (directly, or from a trusted proxy):
   * max-age in seconds (0 tells browsers to forget it), and whether it covers every name under the host.
   */
  HSTS_MAX_AGE_S: z.coerce.number().int().min(0).max(63_072_000).default(31_536_000),
  HSTS_INCLUDE_SUBDOMAINS: bool.default(true),
  /**
   * Card payments and wallet top-ups through Stripe Checkout (the buyer pays on Stripe's hosted page).
   * Both the secret key and the webhook signing secret are needed; unset: no payment provider is
   * offered anywhere. Never logged.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_[A-Za-z0-9_]{8,}$/, 'expected a Stripe secret key (sk_… or rk_…)')
    .optional(),
  /** Signing secret of the webhook endpoint `POST /v1/payments/stripe/webhook` (`whsec_…`). Never logged. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=_]{8,}$/, 'expected a webhook signing secret (whsec_…)')
    .optional(),
  /** Currency charged on Stripe (ISO code, lowercase). */
  STRIPE_CURRENCY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, 'expected a 3-letter currency code')
    .default('usd'),
  /** Units of STRIPE_CURRENCY charged per 1 USDT (decimal, ≤ 6 places). Default 1: 1 USDT is charged as 1 USD. */
  STRIPE_USDT_RATE: z
    .string()
    .trim()
    .regex(/^(?!0+(\.0+)?$)\d{1,9}(\.\d{1,6})?$/, 'expected a positive decimal (≤ 6 places)')
    .default('1'),
  /** Stripe payment method types offered on the hosted page (comma list, e.g. `card,paypal`). */
  STRIPE_PAYMENT_METHODS: z
    .string()
    .trim()
    .regex(/^[a-z_]+(,[a-z_]+)*$/, 'expected a comma list like card,paypal')
    .default('card'),
  /** Another Stripe API origin (tests, a self-hosted proxy), e.g. `http://127.0.0.1:12111`. Default api.stripe.com. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Smallest and largest wallet top-up through a payment provider, in USDT (≤ 2 decimals). */
  PAYMENT_TOPUP_MIN: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'expected a decimal amount')
    .default('1'),
  PAYMENT_TOPUP_MAX: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, 'expected a decimal amount')
    .default('10000'),
  /**
   * Which configured provider serves the legacy `thirdPartyRecharge!PHP_recharge…` calls, e.g.
   * `PHP_recharge=stripe,PHP_recharge2=stripe`. A call not listed answers "not open in your region".
   */
  PAYMENT_PHP_RECHARGE: z
    .string()
    .trim()
    .regex(/^PHP_recharge[2-5]?=[a-z]+(,PHP_recharge[2-5]?=[a-z]+)*$/, 'expected PHP_recharge=stripe,PHP_recharge2=stripe,…')
    .optional(),
  /**
   * Demo only (`npm start` with MALL_SEED=demo): start a local anvil chain on MALL_DEMO_CHAIN_PORT,
   * deploy a demo 6-decimal USDT token and watch it (see README, "Demo chain").
   */
  MALL_DEMO_CHAIN: bool.default(false),
  MALL_DEMO_CHAIN_PORT: z.coerce.number().int().min(1).max(65535).default(8545),
  /**
   * Outgoing e-mail: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or
   * `smtps://user:pass@host:465` (TLS from the start); percent-encode special characters of the
   * credentials. Unset: e-mail stays queued in the outbox (the demo capture aside). Never logged.
   */
  SMTP_URL: z
    .string()
    .trim()
    .url('expected smtp://user:pass@host:port or smtps://user:pass@host:port')
    .refine((v) => /^smtps?:\/\/[^/?#]/i.test(v), 'expected smtp://user:pass@host:port or smtps://user:pass@host:port')
    .optional(),
  /** Sender of every e-mail: `Name <address>` or an address. Default: the default brand's name at no-reply@<its first host>. */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^(?:[^<>\r\n"]{0,100}<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, 'expected Name <address> or an address')
    .optional(),
  /**
   * Demo only (MALL_SEED=demo, no SMTP_URL, NODE_ENV not production): e-mail goes to a local SMTP
   * capture on 127.0.0.1 at this port, read at /demo/mail.
   */
  MALL_DEMO_MAIL_PORT: z.coerce.number().int().min(1).max(65535).default(1025),
});

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig extends Env {
  /** REDIS_PREFIX, or `mall:<database name>` (the same for every process of a deployment) */
  redisPrefix: string;
  dataDir: string;
  uploadDir: string;
  uploadLimits: Record<string, number>;
  /** The demo mail capture is on: MALL_SEED=demo, no SMTP_URL, NODE_ENV not production. */
  demoMail: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const r = EnvSchema.safeParse(source);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = r.data;
  if (env.CHAIN_HOT_WALLET_KEY && env.CHAIN_SIGNER_URL)
    throw new ConfigError('Invalid configuration:\n  - CHAIN_HOT_WALLET_KEY and CHAIN_SIGNER_URL: set one payout signer, not both');
  if (env.CHAIN_SIGNER_URL && (!env.CHAIN_SIGNER_TOKEN || !env.CHAIN_SIGNER_ADDRESS))
    throw new ConfigError('Invalid configuration:\n  - CHAIN_SIGNER_URL: needs CHAIN_SIGNER_TOKEN and CHAIN_SIGNER_ADDRESS');
  if (env.CHAIN_PAYOUTS_ENABLED === true && !env.CHAIN_HOT_WALLET_KEY && !env.CHAIN_SIGNER_URL)
    throw new ConfigError(
      'Invalid configuration:\n  - CHAIN_PAYOUTS_ENABLED: payouts are on but no signer is set (CHAIN_HOT_WALLET_KEY or CHAIN_SIGNER_URL)',
    );
  if (!!env.STRIPE_SECRET_KEY !== !!env.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError('Invalid configuration:\n  - STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both or neither');
  const dataDir = resolve(env.MALL_DATA_DIR);
  const uploadLimits: Record<string, number> = {};
  for (const pair of env.UPLOAD_MAX_BYTES_BY_MODULE?.split(',') ?? []) {
    const [k, v] = pair.split('=');
    uploadLimits[k] = Number(v);
  }
  const database = env.DATABASE_URL ? decodeURIComponent(new URL(env.DATABASE_URL).pathname.slice(1)) || 'postgres' : 'mall';
  const redisPrefix = env.REDIS_PREFIX ?? `mall:${database}`;
  const demoMail = env.MALL_SEED === 'demo' && !env.SMTP_URL && env.NODE_ENV !== 'production';
  return { ...env, redisPrefix, dataDir, uploadDir: resolve(dataDir, 'uploads'), uploadLimits, demoMail };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
