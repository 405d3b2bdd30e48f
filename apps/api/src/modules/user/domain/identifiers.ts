import { EMAIL_MAX } from '@mall/contracts';

/** An e-mail of a sane shape (one @, a dotted domain), ≤ 64 characters. */
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export type IdentifierCheck =
  { ok: true; value: string } | { ok: false; code: 'AUTH_INVALID_EMAIL' | 'AUTH_EMAIL_TOO_LONG' | 'AUTH_INVALID_PHONE' };

export function normalizeEmail(raw: string): IdentifierCheck {
  const v = raw.trim();
  if (v.length > EMAIL_MAX) return { ok: false, code: 'AUTH_EMAIL_TOO_LONG' };
  if (!EMAIL.test(v)) return { ok: false, code: 'AUTH_INVALID_EMAIL' };
  return { ok: true, value: v.toLowerCase() };
}

/**
 * A phone as the clients send it: `"<areaCode> <number>"` (e.g. `"93 5551234"`, `"+44 7700900123"`), or
 * a number plus a separate area code. Normalized to `"<areaCode> <digits>"`; the number has 8-15 digits
 * (spec: at least 8), the area code 1-4.
 */
export function normalizePhone(raw: string, areaCode?: string): IdentifierCheck {
  let s = raw.trim().replace(/[()\-.]/g, ' ');
  const ac = (areaCode ?? '').trim().replace(/^\+/, '');
  if (ac && !/\s/.test(s.replace(/^\+/, ''))) s = `${ac} ${s}`;
  const m = /^\+?(\d{1,4})\s+([\d\s]+)$/.exec(s);
  if (!m) return { ok: false, code: 'AUTH_INVALID_PHONE' };
  const digits = m[2].replace(/\s/g, '');
  if (digits.length < 8 || digits.length > 15) return { ok: false, code: 'AUTH_INVALID_PHONE' };
  return { ok: true, value: `${m[1]} ${digits}` };
}

/** Login password rule: 6-12 characters, no control characters. */
export function passwordLengthOk(p: string): boolean {
  const n = [...p].length;
  return n >= 6 && n <= 12 && !/[\u0000-\u001f\u007f]/.test(p);
}

/**
 * A user's name as others see it (reviewers, buyers in a store's chat): e-mails keep 2 characters
 * and the domain, numbers keep the first 3 and last 2 digits, other names their first and last character.
 */
export function maskName(name: string): string {
  const at = name.indexOf('@');
  if (at > 0) return `${name.slice(0, Math.min(2, at))}***${name.slice(at)}`;
  if (/^\+?\d{6,}$/.test(name)) return `${name.slice(0, 3)}****${name.slice(-2)}`;
  const chars = [...name];
  if (chars.length <= 1) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
