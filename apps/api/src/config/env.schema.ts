import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  MALL_DATA_DIR: z.string().min(1).default('./.data'),
  /** `demo` seeds demo data once; `none` seeds nothing. */
  MALL_SEED: z.enum(['demo', 'none']).default('demo'),
  /** Public origin used to build absolute URLs (uploads); default: the request's own origin. */
  PUBLIC_URL: z.string().url().optional(),
  /** Built web app to serve (SPA fallback). Default apps/web/dist when it exists. */
  WEB_DIST_DIR: z.string().optional(),
  TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(2 * 1024 * 1024),
  /** Per-module overrides, e.g. `evaluate=2097152,recharge=5242880`. */
  UPLOAD_MAX_BYTES_BY_MODULE: z
    .string()
    .regex(/^([a-z0-9_-]+=\d+)(,[a-z0-9_-]+=\d+)*$/i, 'expected module=bytes,module=bytes')
    .optional(),
  /** Login attempts allowed per IP per minute. */
  RATE_LIMIT_LOGIN_PER_MIN: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /** Time zone for "try again tomorrow" and the .action date format. */
  BUSINESS_TZ: z.string().min(1).default('Asia/Shanghai'),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug']).default('log'),
  TRUST_PROXY: bool.default(false),
});

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig extends Env {
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
  const dataDir = resolve(env.MALL_DATA_DIR);
  const uploadLimits: Record<string, number> = {};
  for (const pair of env.UPLOAD_MAX_BYTES_BY_MODULE?.split(',') ?? []) {
    const [k, v] = pair.split('=');
    uploadLimits[k] = Number(v);
  }
  return { ...env, dataDir, uploadDir: resolve(dataDir, 'uploads'), uploadLimits };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
