import { randomInt } from 'node:crypto';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A deposit or withdrawal record number in the old system's format: `yyMMddHHmmss` + 8 random digits
 * (20 digits). The date part is UTC, not the business zone (UTC+8 runs up to a day ahead of buyers west
 * of it). Unique in the table; a clash is retried by the repository.
 */
export function newOrderNo(now: Date): string {
  const stamp =
    `${pad(now.getUTCFullYear() % 100)}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}` +
    `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `${stamp}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export const ORDER_NO_PATTERN = /^\d{20}$/;
