import { wallParts } from '../time/business-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in `timeZone` (the `.action` API answers Asia/Shanghai wall time). */
export function formatActionDate(d: Date | null | undefined, timeZone: string): string {
  if (!d) return '';
  const w = wallParts(d, timeZone);
  return `${w.y}-${pad(w.m)}-${pad(w.d)} ${pad(w.hh)}:${pad(w.mm)}:${pad(w.ss)}`;
}
