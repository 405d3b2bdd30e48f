import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { MemoryRateLimiter, RateLimiter, RedisRateLimiter } from './rate-limiter';

const MIN = 60_000;
const EDGE = 1_800_000_000_000 - (1_800_000_000_000 % MIN) + MIN; // a window edge

describe.each([
  ['in process', () => new MemoryRateLimiter()],
  ['on Redis', () => new RedisRateLimiter(redis)],
])('sliding-window rate limit %s', (_name, make: () => RateLimiter) => {
  let now = 0;
  let key = '';
  beforeEach(() => {
    key = `test:${randomUUID()}`;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  const hits = async (limiter: RateLimiter, n: number) => {
    const out: boolean[] = [];
    for (let i = 0; i < n; i++) out.push(await limiter.hit(key, 3, MIN));
    return out;
  };

  it('allows the limit, refuses the next, and keeps refusing a flood', async () => {
    const limiter = make();
    now = EDGE + 10_000;
    expect(await hits(limiter, 5)).toEqual([true, true, true, false, false]);
  });

  it('a flood just before a window edge is still limited just after it', async () => {
    const limiter = make();
    now = EDGE - 1_000;
    expect(await hits(limiter, 3)).toEqual([true, true, true]);
    now = EDGE + 1_000;
    expect(await hits(limiter, 1)).toEqual([false]); // a fixed window would have allowed 3 more here
  });

  it('the previous window weighs less as the current one goes on, and nothing after two windows', async () => {
    const limiter = make();
    now = EDGE - 1_000;
    expect(await hits(limiter, 3)).toEqual([true, true, true]);
    now = EDGE + 45_000; // 3 × 0.25 = 0.75 left: two more fit, the third does not
    expect(await hits(limiter, 3)).toEqual([true, true, false]);
    now = EDGE + 2 * MIN + 1_000;
    expect(await hits(limiter, 3)).toEqual([true, true, true]);
  });

  it('keys are independent', async () => {
    const limiter = make();
    now = EDGE + 5_000;
    expect(await hits(limiter, 4)).toEqual([true, true, true, false]);
    key = `${key}:other`;
    expect(await hits(limiter, 1)).toEqual([true]);
  });
});

let redis: Redis;
beforeAll(() => {
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 3 });
});
afterAll(() => redis.quit());

describe('deployments sharing one Redis', () => {
  afterEach(() => jest.restoreAllMocks());

  it('count apart under their own prefixes (REDIS_PREFIX, by default mall:<database>)', async () => {
    jest.spyOn(Date, 'now').mockImplementation(() => EDGE + 5_000);
    const key = `test:${randomUUID()}`;
    const a = new RedisRateLimiter(redis, 'mall:shop_a');
    const b = new RedisRateLimiter(redis, 'mall:shop_b');
    for (let i = 0; i < 3; i++) expect(await a.hit(key, 3, MIN)).toBe(true);
    expect(await a.hit(key, 3, MIN)).toBe(false);
    expect(await b.hit(key, 3, MIN)).toBe(true); // the other deployment's count is its own
    expect(await new RedisRateLimiter(redis, 'mall:shop_a').hit(key, 3, MIN)).toBe(false); // a second process of A shares A's
  });
});
