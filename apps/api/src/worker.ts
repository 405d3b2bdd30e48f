import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig } from './config/env.schema';
import { AppModule } from './app.module';
import { Jobs } from './core/queue/jobs';

/** The worker role: runs BullMQ jobs. Needs DATABASE_URL and REDIS_URL (without Redis, the main role runs jobs). */
async function worker(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL || !config.REDIS_URL)
    throw new ConfigError('Invalid configuration:\n  - the worker needs DATABASE_URL and REDIS_URL');
  // the worker serves no search: no in-memory search index (it would hold the catalogue for nothing)
  const ctx = await NestFactory.createApplicationContext(
    AppModule.forRoot({ ...config, DATABASE_URL: config.DATABASE_URL, SEARCH_INDEX: 'postgres' }),
  );
  ctx.enableShutdownHooks();
  await ctx.get(Jobs).start('worker');
  new Logger('Worker').log('worker started');
  const stop = async () => {
    await ctx.get(Jobs).stop();
    await ctx.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

worker().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
