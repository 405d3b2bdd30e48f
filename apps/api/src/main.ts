import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from './config/env.schema';
import { createApp } from './app.factory';
import { runMigrations } from './core/database/data-source';
import { MIGRATIONS } from './migrations';
import { databaseOrEmbedded } from './core/database/embedded-postgres';
import { Jobs } from './core/queue/jobs';
import type { DemoChain, DemoMailCapture } from './demo';

/** The HTTP role: `.action` API, REST, the built web app, and (without Redis) the jobs. */
async function main(): Promise<void> {
  const log = new Logger('Main');
  const loaded = loadConfig();
  // Demo mode only: the demo seed, the demo chain and the mail capture are not even loaded otherwise.
  const demo = loaded.MALL_SEED === 'demo' ? await import('./demo') : undefined;
  // Demo seed without an operator key: deposit addresses from the public TEST mnemonic (README, "Demo chain").
  const config = demo ? demo.withDemoChainKey(loaded) : loaded;
  if (demo?.usesDemoChainKey(config)) log.warn('demo deposit key in use (public TEST mnemonic): never send real funds to demo addresses');
  const { url, pg } = await databaseOrEmbedded(config, (m) => log.log(m));
  let demoChain: DemoChain | undefined;
  let demoMail: DemoMailCapture | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await app?.close().catch(() => undefined);
    await demoChain?.stop().catch(() => undefined);
    await demoMail?.stop().catch(() => undefined);
    await pg?.stop().catch(() => undefined);
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));

  const applied = await runMigrations(url, MIGRATIONS);
  if (applied.length) log.log(`migrations applied: ${applied.join(', ')}`);
  const app = await createApp({ ...config, DATABASE_URL: url });
  if (demo) await demo.seedDemo(app);
  if (config.MALL_DEMO_CHAIN) {
    if (demo?.usesDemoChainKey(config)) demoChain = await demo.startDemoChain(config, app.get(DataSource));
    else log.warn('MALL_DEMO_CHAIN ignored: it needs MALL_SEED=demo and no CHAIN_EVM_XPUB');
  }
  if (demo && config.demoMail) {
    // Demo e-mail goes to a local capture read at /demo/mail (the drain keeps retrying if it cannot listen).
    demoMail = await demo.startDemoMailCapture(config).catch((e: Error) => {
      log.warn(`demo mail capture not started on 127.0.0.1:${config.MALL_DEMO_MAIL_PORT} (${e.message}): set MALL_DEMO_MAIL_PORT`);
      return undefined;
    });
  }
  await app.get(Jobs).start('main');
  await app.listen({ port: config.PORT, host: config.HOST });
  log.log(`mall is running at http://localhost:${config.PORT} (jobs ${config.REDIS_URL ? 'on BullMQ' : 'in-process'})`);
  if (demoMail) log.log(`demo e-mail: http://localhost:${config.PORT}/demo/mail`);
}

main().catch((e) => {
  if (e instanceof ConfigError) console.error(e.message);
  else console.error(e);
  process.exit(1);
});
