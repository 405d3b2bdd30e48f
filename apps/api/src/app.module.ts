import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config/env.schema';
import { ActionApiModule } from './action-api/action-api.module';
import { CoreModule } from './core/core.module';
import { DatabaseModule } from './core/database/database.module';
import { HealthController } from './core/http/health.controller';
import { AdminModule } from './modules/admin';
import { BrandModule } from './modules/brand';
import { SellerModule } from './modules/seller';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig & { DATABASE_URL: string }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        DatabaseModule.forRoot(config.DATABASE_URL, config.DATABASE_POOL_SIZE),
        ActionApiModule,
        BrandModule,
        AdminModule,
        SellerModule,
      ],
      controllers: [HealthController],
    };
  }
}
