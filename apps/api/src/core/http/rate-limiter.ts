import type Redis from 'ioredis';

/**
 * Sliding-window counters: a hit is allowed while the hits of the current fixed window, plus the
 * previous window's hits weighted by how much of it still lies inside the last `windowMs`, stay
 * within `limit`. Unlike plain fixed windows this allows no double burst across a window edge, and a
 * flood that ends just before an edge is still limited just after it. Refused hits count too, so a
 * client that keeps hammering stays refused. In-process without Redis; shared across replicas with it.
 */
export abstract class RateLimiter {
  /** Count one hit on `key`; false when the hits of the last `windowMs` exceed `limit`. */
  abstract hit(key: string, limit: number, windowMs: number): Promise<boolean>;
}

/** The estimate of hits in the sliding window ending `now`. */
export function slidingCount(now: number, windowMs: number, previous: number, current: number): number {
  const intoWindow = (now % windowMs) / windowMs;
  return previous * (1 - intoWindow) + current;
}

export class MemoryRateLimiter extends RateLimiter {
  private readonly windows = new Map<string, { start: number; previous: number; current: number }>();

  async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    const now = Date.now();
    const start = now - (now % windowMs);
    let w = this.windows.get(key);
    if (!w) {
      w = { start, previous: 0, current: 0 };
      this.windows.set(key, w);
      if (this.windows.size > 100_000) this.sweep(now, windowMs);
    } else if (w.start !== start) {
      w.previous = w.start === start - windowMs ? w.current : 0;
      w.current = 0;
      w.start = start;
    }
    w.current += 1;
    return slidingCount(now, windowMs, w.previous, w.current) <= limit;
  }

  private sweep(now: number, windowMs: number): void {
    for (const [k, w] of this.windows) if (w.start + 2 * windowMs < now) this.windows.delete(k);
  }
}

export class RedisRateLimiter extends RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'mall',
  ) {
    super();
  }

  async hit(key: string, limit: number, windowMs: number): Promise<boolean> {
    const now = Date.now();
    const start = now - (now % windowMs);
    const k = `${this.prefix}:rl:${key}:${start}`;
    const replies = (await this.redis
      .multi()
      .incr(k)
      .pexpire(k, 2 * windowMs)
      .get(`${this.prefix}:rl:${key}:${start - windowMs}`)
      .exec()) as [[null, number], unknown, [null, string | null]];
    const current = replies[0][1];
    const previous = Number(replies[2][1] ?? 0);
    return slidingCount(now, windowMs, previous, current) <= limit;
  }
}
