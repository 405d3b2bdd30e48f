import { currentLang, langTag } from './i18n';

/**
 * The one time rule: every date and time a person reads is shown in THEIR time zone (the browser's) and
 * in the interface language, with Latin digits (as amounts, see `format.ts`). All of them go through
 * this file; no component formats a date by itself or prints a date string as the server sent it.
 *
 * Two shapes arrive from the server:
 * - `.action` dates: `YYYY-MM-DD HH:mm:ss`, wall time in Asia/Shanghai (UTC+8 all year, no daylight
 *   saving; legacy-api §3 "Dates"). The wire stays as it is; `parseServerDate` turns one into its instant.
 * - `/v1/*` JSON: ISO-8601 instants (`2026-11-27T21:13:45.000Z`).
 *
 * Calendar days: a value that is only a day (`YYYY-MM-DD`, no time) names a day, not an instant. It is
 * shown as that same day with no time-zone shift (`formatCalendarDay`). The loan due date is NOT such a
 * value: the server keeps it as an instant (approval + term days, overdue from that very moment), so it
 * is shown with its time, in the reader's zone, like any other instant.
 */

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const SERVER_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant of a `.action` date (Shanghai wall time), or null when it is empty or malformed. */
export function parseServerDate(text: string | null | undefined): Date | null {
  const m = SERVER_DATE.exec((text ?? '').trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)) - SHANGHAI_OFFSET_MS;
  return Number.isNaN(utc) ? null : new Date(utc);
}

/** The instant of an ISO-8601 string (with its offset or `Z`), or null when it is empty or malformed. */
export function parseInstant(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

type Style = 'dateTime' | 'date' | 'time' | 'shortDate' | 'calendarDay';
const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  shortDate: { dateStyle: 'short' },
  // a calendar day is read as the UTC day it was built on: no shift whatever the reader's zone
  calendarDay: { dateStyle: 'medium', timeZone: 'UTC' },
};
const formats = new Map<string, Intl.DateTimeFormat>();

function format(style: Style, d: Date): string {
  const tag = langTag(currentLang());
  const key = `${tag}|${style}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, { ...STYLES[style], numberingSystem: 'latn' });
    formats.set(key, f);
  }
  return f.format(d);
}

const EMPTY = '—';

/** An instant, date and time in the reader's zone and language ("28 Nov 2026, 05:13"); "—" when empty or malformed. */
export function formatDateTime(iso: string | null | undefined): string {
  const d = parseInstant(iso);
  return d ? format('dateTime', d) : EMPTY;
}

/** An instant's day in the reader's zone and language ("28 Nov 2026"); "—" when empty or malformed. */
export function formatDate(iso: string | null | undefined): string {
  const d = parseInstant(iso);
  return d ? format('date', d) : EMPTY;
}

/** A list's compact time of an instant: the time of day when it is today (the reader's today), else the short date. */
export function formatShortDateTime(iso: string | null | undefined, now = new Date()): string {
  const d = parseInstant(iso);
  if (!d) return EMPTY;
  return format(d.toDateString() === now.toDateString() ? 'time' : 'shortDate', d);
}

/** A `.action` date, date and time in the reader's zone and language; "" when empty, the text itself when malformed. */
export function formatServerDate(text: string | null | undefined): string {
  const d = parseServerDate(text);
  return d ? format('dateTime', d) : (text ?? '');
}

/** A `.action` date's day in the reader's zone and language; "" when empty, the text itself when malformed. */
export function formatServerDay(text: string | null | undefined): string {
  const d = parseServerDate(text);
  return d ? format('date', d) : (text ?? '');
}

/** A calendar day (`YYYY-MM-DD`, no time) as that day in the interface language, never shifted by a zone. */
export function formatCalendarDay(day: string | null | undefined): string {
  const m = CALENDAR_DAY.exec((day ?? '').trim());
  if (!m) return day || EMPTY;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(at) ? day || EMPTY : format('calendarDay', new Date(at));
}

/** The ISO instant of a `.action` date, for `<time dateTime>` (machine-readable, the zone included); "" when unparsable. */
export function serverDateIso(text: string | null | undefined): string {
  return parseServerDate(text)?.toISOString() ?? '';
}

/** Oldest first, by the server date (ties keep the server's order). */
export function byServerDate<T extends { createTime: string }>(rows: readonly T[]): T[] {
  return rows
    .map((r, i) => ({ r, i, at: parseServerDate(r.createTime)?.getTime() ?? 0 }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map((x) => x.r);
}
