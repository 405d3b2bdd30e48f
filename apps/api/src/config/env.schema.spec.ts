import { ConfigError, loadConfig } from './env.schema';

describe('loadConfig: the Redis prefix of a deployment', () => {
  it('defaults to mall:<database name>, the same for every process pointed at that database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/shop_eu' }).redisPrefix).toBe('mall:shop_eu');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@10.0.0.5/shop_eu?sslmode=require' }).redisPrefix).toBe('mall:shop_eu');
    expect(loadConfig({}).redisPrefix).toBe('mall:mall'); // the embedded database
  });

  it('takes REDIS_PREFIX as set, and refuses one Redis could confuse', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', REDIS_PREFIX: 'brand-b:prod' }).redisPrefix).toBe('brand-b:prod');
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_PREFIX: 'x{y}' })).toThrow(ConfigError);
  });
});
