import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TransactionHost } from '@nestjs-cls/transactional';
import { ClsService } from 'nestjs-cls';
import { createApp } from '../../src/app.factory';
import { AppModule } from '../../src/app.module';
import { loadConfig, type AppConfig } from '../../src/config/env.schema';
import { closer, owned } from './owned';
import { dropDatabase, recreateDatabase } from './pg-server';

type Config = AppConfig & { DATABASE_URL: string };

function adminUrl(): string {
  const u = process.env.TEST_PG_ADMIN_URL;
  if (!u) throw new Error('TEST_PG_ADMIN_URL missing: run through jest (global setup)');
  return u;
}

/** A fresh database cloned from the migrated template. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mall_t_${process.env.JEST_WORKER_ID ?? '0'}_${randomUUID().slice(0, 8)}`;
  const url = await recreateDatabase(adminUrl(), name, process.env.TEST_PG_TEMPLATE);
  return { url, drop: () => dropDatabase(adminUrl(), name) };
}

export function testConfig(url: string, env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-test-'));
  const cfg = loadConfig({
    NODE_ENV: 'test',
    MALL_DATA_DIR: dataDir,
    DATABASE_URL: url,
    LOG_LEVEL: 'error',
    DATABASE_POOL_SIZE: '4',
    ...env,
  });
  return cfg as Config;
}

/** The real HTTP app on a fresh database, for supertest. */
export function startHttpApp(env: Record<string, string> = {}): Promise<{
  app: NestFastifyApplication;
  http: NestFastifyApplication['getHttpServer'] extends () => infer S ? S : never;
  config: Config;
  close: () => Promise<void>;
}> {
  return owned(
    withScratch(env, async (config, release) => {
      const app = await createApp(config);
      const close = closer(async () => {
        await app.close();
        await release();
      });
      try {
        await app.getHttpAdapter().getInstance().ready();
      } catch (e) {
        await close();
        throw e;
      }
      return { app, http: app.getHttpServer(), config, close };
    }),
  );
}

/**
 * A fresh database and data folder for `start`, released (database dropped, folder removed) by the
 * `release` it is given, or at once when `start` fails.
 */
async function withScratch<T>(
  env: Record<string, string>,
  start: (config: Config, release: () => Promise<void>) => Promise<T>,
): Promise<T> {
  const db = await freshDatabase();
  const config = testConfig(db.url, env);
  const release = closer(async () => {
    await db.drop();
    rmSync(config.dataDir, { recursive: true, force: true });
  });
  try {
    return await start(config, release);
  } catch (e) {
    await release();
    throw e;
  }
}

/**
 * The Nest context (no HTTP) on a fresh database, for integration tests; `configure` changes the
 * loaded configuration the way a start-up step of `main.ts` does (the demo's keys, say).
 */
export function startContext(
  env: Record<string, string> = {},
  configure: (config: Config) => Config = (config) => config,
): Promise<{
  ctx: INestApplicationContext;
  close: () => Promise<void>;
  /** Run `fn` in a transaction that is rolled back afterwards (~4 ms), in a CLS context. */
  rollback: <T>(fn: () => Promise<T>) => Promise<T>;
}> {
  return owned(
    withScratch(env, async (config, release) =>
      contextOf(await NestFactory.createApplicationContext(AppModule.forRoot(configure(config)), { logger: ['error'] }), release),
    ),
  );
}

function contextOf(ctx: INestApplicationContext, release: () => Promise<void>) {
  const cls = ctx.get(ClsService);
  const tx = ctx.get(TransactionHost);
  class Rollback extends Error {}
  return {
    ctx,
    close: closer(async () => {
      await ctx.close();
      await release();
    }),
    rollback: async <T>(fn: () => Promise<T>): Promise<T> => {
      let out: T | undefined;
      let failure: unknown;
      await cls
        .run(() =>
          tx.withTransaction(async () => {
            try {
              out = await fn();
            } catch (e) {
              failure = e;
            }
            throw new Rollback();
          }),
        )
        .catch((e) => {
          if (!(e instanceof Rollback)) throw e;
        });
      if (failure) throw failure;
      return out as T;
    },
  };
}
