import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule, getDataSourceToken } from '@nestjs/typeorm';
import { ClsPluginTransactional } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import { ClsModule } from 'nestjs-cls';
import { dataSourceOptions } from './data-source';
import { PgNotifications } from './pg-notifications';

/** TypeORM on Postgres plus `@Transactional()` (one use case, one transaction) through nestjs-cls, and LISTEN. */
@Module({})
export class DatabaseModule {
  static forRoot(url: string, poolSize: number): DynamicModule {
    // autoLoadEntities: the entities of the modules the application imports (each module's
    // TypeOrmModule.forFeature), so the arrows point from the modules down to the database.
    const typeorm = TypeOrmModule.forRoot({ ...dataSourceOptions(url, poolSize), migrationsRun: false, autoLoadEntities: true });
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        typeorm,
        ClsModule.forRoot({
          global: true,
          plugins: [
            new ClsPluginTransactional({
              imports: [typeorm],
              adapter: new TransactionalAdapterTypeOrm({ dataSourceToken: getDataSourceToken() }),
              enableTransactionProxy: false,
            }),
          ],
        }),
      ],
      providers: [PgNotifications],
      exports: [typeorm, PgNotifications],
    };
  }
}
