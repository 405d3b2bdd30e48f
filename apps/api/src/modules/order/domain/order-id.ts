const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * An order id: `SC` + `yyyyMMddHHmmssSSS` + the last 6 digits of a database sequence (so two orders of
 * the same millisecond never collide). The date part is UTC: in the business zone (Asia/Shanghai,
 * UTC+8) it ran up to a day ahead of every buyer west of it, so an order placed on the evening of the
 * 27th read as the 28th. The format and length are the legacy ones (legacy-behaviour "Split and id").
 */
export function newOrderId(now: Date, seq: bigint | number): string {
  const tail = String(BigInt(seq) % 1_000_000n).padStart(6, '0');
  return `SC${utcStamp(now)}${pad(now.getUTCMilliseconds(), 3)}${tail}`;
}

/** `yyyyMMddHHmmss` of `now` in UTC. */
export function utcStamp(now: Date): string {
  return (
    `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}` +
    `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`
  );
}
