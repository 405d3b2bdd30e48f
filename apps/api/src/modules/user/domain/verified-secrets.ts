import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A process's short memory of fund passwords it has just verified with argon2id, so that a buyer who
 * pays again within a few minutes is not charged another ≈ 90 ms of CPU (a checkout of several
 * orders, a pay after a cancelled one). What is kept is a MAC under a random key of this process
 * (never written anywhere) over the user, the stored hash and the secret: it matches only the same
 * secret against the same stored hash, so a changed fund password, or a wrong one, always goes to
 * argon2id and to the lockout count. Bounded: the oldest entry goes first.
 */
export class VerifiedSecrets {
  private readonly key = randomBytes(32);
  private readonly entries = new Map<string, { mac: Buffer; until: number }>();

  constructor(
    private readonly ttlMs = 5 * 60_000,
    private readonly max = 100_000,
  ) {}

  private mac(userId: string, storedHash: string, secret: string): Buffer {
    return createHmac('sha256', this.key).update(`${userId}\0${storedHash}\0${secret}`, 'utf8').digest();
  }

  /** True when `secret` was verified against `storedHash` for `userId` within the last `ttlMs`. */
  matches(userId: string, storedHash: string, secret: string, now = Date.now()): boolean {
    const e = this.entries.get(userId);
    if (!e) return false;
    if (e.until <= now) {
      this.entries.delete(userId);
      return false;
    }
    return timingSafeEqual(e.mac, this.mac(userId, storedHash, secret));
  }

  remember(userId: string, storedHash: string, secret: string, now = Date.now()): void {
    this.entries.delete(userId); // re-inserted last: the map's order is the eviction order
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, { mac: this.mac(userId, storedHash, secret), until: now + this.ttlMs });
  }

  forget(userId: string): void {
    this.entries.delete(userId);
  }

  get size(): number {
    return this.entries.size;
  }
}
