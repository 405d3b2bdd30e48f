import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { MemorySocketSlots, RedisSocketSlots, SLOT_TTL_MS, type SocketSlots } from './socket-slots';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';

describe.each(['memory', 'redis'] as const)('SocketSlots (%s)', (kind) => {
  let redis: Redis | undefined;
  let prefix: string;
  const make = (): SocketSlots => (kind === 'memory' ? new MemorySocketSlots() : new RedisSocketSlots(redis!, prefix));
  const claims = [
    { key: 'user:u', max: 2 },
    { key: 'ip:1.2.3.4', max: 3 },
  ];

  beforeAll(() => {
    if (kind === 'redis') redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  });

  beforeEach(() => {
    prefix = `mall:test-slots:${randomUUID()}`;
  });

  afterAll(async () => {
    if (redis) {
      const keys = await redis.keys('mall:test-slots:*');
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('takes a slot under every key or none, and a released slot is free again', async () => {
    const slots = make();
    expect(await slots.take('a', claims, 0)).toBe(true);
    expect(await slots.take('b', claims, 0)).toBe(true);
    // The user is full: nothing is taken, not even under the IP.
    expect(await slots.take('c', claims, 0)).toBe(false);
    expect(await slots.take('d', [{ key: 'user:v', max: 2 }, claims[1]], 0)).toBe(true);
    expect(await slots.take('e', [{ key: 'user:w', max: 2 }, claims[1]], 0)).toBe(false);
    await slots.release('a', ['user:u', 'ip:1.2.3.4']);
    expect(await slots.take('c', claims, 0)).toBe(true);
  });

  it('a slot lapses unless refreshed (the sockets of a process that died); a released one stays released', async () => {
    const slots = make();
    expect(await slots.take('a', claims, 0)).toBe(true);
    expect(await slots.take('b', claims, 0)).toBe(true);
    await slots.refresh([{ id: 'a', keys: ['user:u', 'ip:1.2.3.4'] }], SLOT_TTL_MS - 1);
    // 'b' lapsed, 'a' was refreshed.
    expect(await slots.take('c', claims, SLOT_TTL_MS)).toBe(true);
    expect(await slots.take('d', claims, SLOT_TTL_MS)).toBe(false);
    await slots.release('c', ['user:u', 'ip:1.2.3.4']);
    await slots.refresh([{ id: 'c', keys: ['user:u', 'ip:1.2.3.4'] }], SLOT_TTL_MS);
    expect(await slots.take('d', claims, SLOT_TTL_MS)).toBe(true);
  });

  it('a burst of takes at once: exactly the maximum pass', async () => {
    const slots = make();
    const taken = await Promise.all(Array.from({ length: 10 }, (_, i) => slots.take(`s${i}`, claims, 0)));
    expect(taken.filter(Boolean)).toHaveLength(2);
  });
});
