import { wallParts } from '../time/business-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in `timeZone` (the `.action` API answers Asia/Shanghai wall time). */
export function formatActionDate(d: Date | null | undefined, timeZone: string): string {
  if (!d) return '';
  const w = wallParts(d, timeZone);
  return `${w.y}-${pad(w.m)}-${pad(w.d)} ${pad(w.hh)}:${pad(w.mm)}:${pad(w.ss)}`;
}

/**
 * `formatActionDate` with its zone named ("2026-11-28 05:13:45 GMT+8"), for a time written into a
 * message a person reads (an error text): the server cannot know the reader's zone, so it says its own.
 */
export function formatActionDateWithZone(d: Date | null | undefined, timeZone: string): string {
  if (!d) return '';
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(d)
    .find((p) => p.type === 'timeZoneName')?.value;
  return `${formatActionDate(d, timeZone)} ${!zone ? timeZone : /^GMT(\+0)?$/.test(zone) ? 'UTC' : zone}`;
}
