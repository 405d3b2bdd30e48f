import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  TRUST_PROXY: bool.default(false),
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
});

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig extends Env {
  /** REDIS_PREFIX, or `mall:<database name>` (the same for every process of a deployment) */
  redisPrefix: string;
  dataDir: string;
  uploadDir: string;
  uploadLimits: Record<string, number>;
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
  return { ...env, redisPrefix, dataDir, uploadDir: resolve(dataDir, 'uploads'), uploadLimits };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
