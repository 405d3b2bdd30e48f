/**
 * A per-socket token bucket: `burst` events at once, refilled at `perSecond`. Kept in the socket's
 * own data (per connection, per process), so it costs nothing shared.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  /** refusals in a row; a socket that keeps flooding is disconnected */
  refusals = 0;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.last = now;
  }

  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusals = 0;
      return true;
    }
    this.refusals += 1;
    return false;
  }
}
