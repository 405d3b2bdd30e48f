import { randomInt } from 'node:crypto';

/**
 * A deposit record number as the old system made them: `yyMMddHHmmss` (business time zone) + 8
 * random digits. Unique in the table; a clash is retried by the repository.
 */
export function newOrderNo(now: Date, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: '2-digit',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export const ORDER_NO_PATTERN = /^\d{20}$/;
