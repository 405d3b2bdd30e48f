import type Redis from 'ioredis';

/** Fixed-window counters. In-process without Redis; shared across replicas with it. */
export abstract class RateLimiter {
  /** Count one hit on `key`; false when more than `limit` hits fell in the current window. */
  abstract hit(key: string, limit: number, windowMs: number): Promise<boolean>;
}

export class MemoryRateLimiter extends RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    const now = Date.now();
    const start = now - (now % windowMs);
    const w = this.windows.get(key);
    if (!w || w.start !== start) {
      this.windows.set(key, { start, count: 1 });
      if (this.windows.size > 100_000) this.sweep(now, windowMs);
      return 1 <= limit;
    }
    w.count += 1;
    return w.count <= limit;
  }

  private sweep(now: number, windowMs: number): void {
    for (const [k, w] of this.windows) if (w.start + windowMs < now) this.windows.delete(k);
  }
}

export class RedisRateLimiter extends RateLimiter {
  constructor(private readonly redis: Redis) {
    super();
  }

  async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    const now = Date.now();
    const k = `rl:${key}:${now - (now % windowMs)}`;
    const [[, count]] = (await this.redis.multi().incr(k).pexpire(k, windowMs).exec()) as [[null, number], unknown];
    return count <= limit;
  }
}
