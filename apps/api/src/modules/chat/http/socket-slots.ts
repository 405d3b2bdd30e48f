import type Redis from 'ioredis';

/** A slot not refreshed for this long is free again: the sockets of a process that died without closing them. */
export const SLOT_TTL_MS = 90_000;
/** Each process refreshes the slots of its open sockets this often (well within SLOT_TTL_MS). */
export const SLOT_REFRESH_MS = 30_000;

/** A slot under `key` (a buyer, a guest, an agent, an IP), of which at most `max` may be held at once. */
export interface SlotClaim {
  key: string;
  max: number;
}

/**
 * Open chat sockets per key, counted over every API process: a socket takes a slot under each of its
 * keys when it connects — all of them, or none when one is full (atomic, so a burst of connections
 * cannot all pass the count together) — and gives them back when it disconnects. A slot lapses
 * unless its process refreshes it (SLOT_TTL_MS).
 */
export abstract class SocketSlots {
  /** Take a slot named `id` under every claim's key; false (nothing taken) when one already holds its `max`. */
  abstract take(id: string, claims: SlotClaim[], now?: number): Promise<boolean>;
  abstract release(id: string, keys: string[]): Promise<void>;
  /** Keep the slots of the sockets still open. */
  abstract refresh(sockets: Array<{ id: string; keys: string[] }>, now?: number): Promise<void>;
}

/** One process (no Redis): the slots in memory. */
export class MemorySocketSlots extends SocketSlots {
  /** key → slot id → when it lapses */
  private readonly slots = new Map<string, Map<string, number>>();

  async take(id: string, claims: SlotClaim[], now = Date.now()): Promise<boolean> {
    if (claims.some((c) => this.held(c.key, now) >= c.max)) return false;
    for (const c of claims) {
      const held = this.slots.get(c.key) ?? new Map<string, number>();
      held.set(id, now + SLOT_TTL_MS);
      this.slots.set(c.key, held);
    }
    return true;
  }

  async release(id: string, keys: string[]): Promise<void> {
    for (const key of keys) {
      const held = this.slots.get(key);
      held?.delete(id);
      if (held?.size === 0) this.slots.delete(key);
    }
  }

  async refresh(sockets: Array<{ id: string; keys: string[] }>, now = Date.now()): Promise<void> {
    for (const s of sockets)
      for (const key of s.keys) if (this.slots.get(key)?.has(s.id)) this.slots.get(key)!.set(s.id, now + SLOT_TTL_MS);
    // Keys whose slots all lapsed (sockets that never finished connecting) are forgotten.
    for (const key of this.slots.keys()) if (this.held(key, now) === 0) this.slots.delete(key);
  }

  private held(key: string, now: number): number {
    const held = this.slots.get(key);
    if (!held) return 0;
    for (const [id, until] of held) if (until <= now) held.delete(id);
    return held.size;
  }
}

/** KEYS: the slot sets; ARGV: now, ttl, slot id, then each key's max. A sorted set per key, scored by when a slot lapses. */
const TAKE = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[i + 3]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + tonumber(ARGV[2]), ARGV[3])
  redis.call('PEXPIRE', key, ARGV[2])
end
return 1`;

/** Every process of a deployment (`REDIS_URL`): the slots in Redis, under the deployment's prefix. */
export class RedisSocketSlots extends SocketSlots {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  async take(id: string, claims: SlotClaim[], now = Date.now()): Promise<boolean> {
    const keys = claims.map((c) => this.key(c.key));
    const ok = await this.redis.eval(TAKE, keys.length, ...keys, now, SLOT_TTL_MS, id, ...claims.map((c) => c.max));
    return ok === 1;
  }

  async release(id: string, keys: string[]): Promise<void> {
    const m = this.redis.multi();
    for (const key of keys) m.zrem(this.key(key), id);
    await m.exec();
  }

  async refresh(sockets: Array<{ id: string; keys: string[] }>, now = Date.now()): Promise<void> {
    if (!sockets.length) return;
    const p = this.redis.pipeline();
    for (const s of sockets)
      for (const key of s.keys) {
        // XX: only a slot still held (one released meanwhile stays released)
        p.zadd(this.key(key), 'XX', now + SLOT_TTL_MS, s.id);
        p.pexpire(this.key(key), SLOT_TTL_MS);
      }
    await p.exec();
  }

  private key(key: string): string {
    return `${this.prefix}:chat:sockets:${key}`;
  }
}
