import { Global, Inject, Module, Optional, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/env.schema';
import { MemoryRateLimiter, RateLimiter, RedisRateLimiter } from './http/rate-limiter';
import { Jobs } from './queue/jobs';
import { FileStorage, LocalDiskStorage } from './storage/storage';

export const REDIS = Symbol('REDIS');

/** Process-wide infrastructure: config, Redis (optional), rate limiter, job registry, file storage. */
@Global()
@Module({})
export class CoreModule implements OnApplicationShutdown {
  constructor(@Optional() @Inject(REDIS) private readonly redis: Redis | null = null) {}

  /** The shared Redis client closes with the app (an open one keeps a test runner or a worker alive). */
  async onApplicationShutdown(): Promise<void> {
    if (this.redis && this.redis.status !== 'end') await this.redis.quit().catch(() => this.redis?.disconnect());
  }

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        {
          provide: REDIS,
          useFactory: () => (config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 3, lazyConnect: false }) : null),
        },
        {
          provide: RateLimiter,
          inject: [REDIS],
          useFactory: (redis: Redis | null) => (redis ? new RedisRateLimiter(redis, config.redisPrefix) : new MemoryRateLimiter()),
        },
        { provide: Jobs, useFactory: () => new Jobs(config.REDIS_URL ? redisConnection(config.REDIS_URL) : undefined, config.redisPrefix) },
        { provide: FileStorage, useFactory: () => new LocalDiskStorage(config.uploadDir) },
      ],
      exports: [APP_CONFIG, REDIS, RateLimiter, Jobs, FileStorage],
    };
  }
}

export function redisConnection(url: string) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username || undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
  };
}
