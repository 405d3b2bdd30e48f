import 'reflect-metadata';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig, type AppConfig } from './config/env.schema';
import { CoreModule } from './core/core.module';
import { DatabaseModule } from './core/database/database.module';
import { LedgerModule, LedgerReconciler } from './modules/ledger';

/** Just what the reconciler needs: config, the database, the ledger. No HTTP, no queue connection. */
@Module({})
class ReconcileModule {
  static forRoot(config: AppConfig & { DATABASE_URL: string }): DynamicModule {
    return { module: ReconcileModule, imports: [CoreModule.forRoot(config), DatabaseModule.forRoot(config.DATABASE_URL, 2), LedgerModule] };
  }
}

/**
 * `npm run reconcile` (node apps/api/dist/reconcile.js): checks the ledger's invariants read-only on
 * one snapshot, prints the report as JSON, exits 0 when all hold, 1 on any discrepancy, 2 when it
 * could not run. Needs DATABASE_URL.
 */
async function reconcile(): Promise<number> {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new ConfigError('Invalid configuration:\n  - reconcile needs DATABASE_URL');
  const ctx = await NestFactory.createApplicationContext(
    ReconcileModule.forRoot({ ...config, DATABASE_URL: config.DATABASE_URL, REDIS_URL: undefined }),
    { logger: ['fatal', 'error'] },
  );
  try {
    const report = await ctx.get(LedgerReconciler).run();
    process.stdout.write(JSON.stringify(report, null, 2) + '\n');
    return report.ok ? 0 : 1;
  } finally {
    await ctx.close();
  }
}

reconcile().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(2);
  },
);
