import { wallParts } from '../../../core/time/business-time';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * An order id: `SC` + `yyyyMMddHHmmssSSS` in the business time zone + the last 6 digits of a
 * database sequence (so two orders of the same millisecond never collide).
 */
export function newOrderId(now: Date, timeZone: string, seq: bigint | number): string {
  const w = wallParts(now, timeZone);
  const ms = now.getTime() % 1000;
  const tail = String(BigInt(seq) % 1_000_000n).padStart(6, '0');
  return `SC${w.y}${pad(w.m)}${pad(w.d)}${pad(w.hh)}${pad(w.mm)}${pad(w.ss)}${pad(ms, 3)}${tail}`;
}
