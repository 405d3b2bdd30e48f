import { currentLang, langTag } from '../../lib/i18n';

/**
 * `.action` dates are `YYYY-MM-DD HH:mm:ss` wall time in Asia/Shanghai (UTC+8 all year, no daylight
 * saving; legacy-api §3 "Dates"). They are shown in the reader's local time.
 */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** The instant of a server date, or null when it is empty or malformed. */
export function parseServerDate(text: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec((text ?? '').trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)) - SHANGHAI_OFFSET_MS;
  return Number.isNaN(utc) ? null : new Date(utc);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A server date in local time in the interface language ("12 Mar 2026, 14:05"); the raw text when unparsable. */
export function formatServerDate(text: string | null | undefined): string {
  const date = parseServerDate(text);
  if (!date) return text ?? '';
  const tag = langTag(currentLang());
  let f = formats.get(tag);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' });
    formats.set(tag, f);
  }
  return f.format(date);
}

/** Oldest first, by the server date (ties keep the server's order). */
export function byServerDate<T extends { createTime: string }>(rows: readonly T[]): T[] {
  return rows
    .map((r, i) => ({ r, i, at: parseServerDate(r.createTime)?.getTime() ?? 0 }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map((x) => x.r);
}
