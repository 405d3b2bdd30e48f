import { DataSource, type DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './naming.strategy';

/**
 * The connection every role shares. No entities: each module registers its own
 * (`TypeOrmModule.forFeature`, collected by `autoLoadEntities` in DatabaseModule), so core names no
 * module. The standalone data sources built from these options (migrations, the seed CLI) run SQL only;
 * the migrations are the application's, handed in by the roles that run them (core names none).
 */
export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    namingStrategy: new SnakeNamingStrategy(),
    // `min`: once opened, the pool's connections stay open (pg-pool closes idle ones after 10 s by
    // default): a burst after a quiet spell — chat traffic is bursty — would otherwise queue behind
    // new connections (a backend fork, authentication, cold catalog caches) at the worst moment.
    extra: { max: poolSize, min: poolSize, application_name: 'mall-api' },
  };
}

/** Apply pending `migrations` (apps/api/src/migrations) with a dedicated connection (safe to call on every start). */
export async function runMigrations(url: string, migrations: NonNullable<DataSourceOptions['migrations']>): Promise<string[]> {
  const ds = new DataSource({ ...dataSourceOptions(url, 2), migrations });
  await ds.initialize();
  try {
    // One starter at a time when several replicas boot together.
    await ds.query('select pg_advisory_lock(727001)');
    const done = await ds.runMigrations({ transaction: 'each' });
    await ds.query('select pg_advisory_unlock(727001)');
    return done.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}
