/**
 * Wall-clock helpers in the business time zone (pure; Intl only). The daily count resets at
 * midnight there, and the withdrawal window is read there.
 */

export function wallParts(now: Date, timeZone: string): { y: number; m: number; d: number; hh: number; mm: number; ss: number } {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
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
  return { y: +p.year, m: +p.month, d: +p.day, hh: +p.hour, mm: +p.minute, ss: +p.second };
}

/** The instant the current calendar day began in `timeZone`. */
export function startOfBusinessDay(now: Date, timeZone: string): Date {
  const w = wallParts(now, timeZone);
  const wallAsUtc = Date.UTC(w.y, w.m - 1, w.d, w.hh, w.mm, w.ss);
  const offset = wallAsUtc - Math.floor(now.getTime() / 1000) * 1000;
  let start = new Date(Date.UTC(w.y, w.m - 1, w.d) - offset);
  // The offset at midnight may differ from now's (a DST change today): step by hours onto the first
  // hour of today's wall date.
  const HOUR = 3600_000;
  for (let i = 0; i < 3 && wallParts(start, timeZone).d !== w.d; i++) start = new Date(start.getTime() + HOUR);
  for (let i = 0; i < 3 && wallParts(new Date(start.getTime() - HOUR), timeZone).d === w.d; i++) start = new Date(start.getTime() - HOUR);
  return start;
}

export const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutesOf(hhmm: string): number {
  const m = HHMM.exec(hhmm);
  if (!m) throw new RangeError(`bad time of day ${hhmm.slice(0, 10)}`);
  return +m[1] * 60 + +m[2];
}

/**
 * Whether `now` lies in the daily window [start, end) in `timeZone`. A window whose end is before
 * its start crosses midnight (22:00–06:00); no window, or start = end, means any time.
 */
export function withinWindow(now: Date, timeZone: string, start: string | null, end: string | null): boolean {
  if (!start || !end) return true;
  const s = minutesOf(start);
  const e = minutesOf(end);
  if (s === e) return true;
  const w = wallParts(now, timeZone);
  const t = w.hh * 60 + w.mm;
  return s < e ? t >= s && t < e : t >= s || t < e;
}
