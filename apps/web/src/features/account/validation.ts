import { EMAIL_MAX, LOGOFF_REASON_MAX, PASSWORD_MAX, PASSWORD_MIN, SAFEWORD_PATTERN } from '@mall/contracts';
import type { AccountType } from './types';

/** Validators return an `account:validation.*` key, or null when the value is fine (spec §5). */
export type Check = (value: string) => string | null;

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export const required: Check = (v) => (v.trim() ? null : 'validation.required');

export const password: Check = (v) => {
  if (!v) return 'validation.required';
  return v.length < PASSWORD_MIN || v.length > PASSWORD_MAX ? 'validation.passwordLength' : null;
};

export const email: Check = (v) => {
  const s = v.trim();
  if (!s) return 'validation.required';
  if (s.length > EMAIL_MAX) return 'validation.emailLength';
  return EMAIL_RE.test(s) ? null : 'validation.email';
};

/** Local phone number: digits (spaces and dashes ignored), at least 8, at most 15. */
export const phone: Check = (v) => {
  const s = v.replace(/[\s-]/g, '');
  if (!s) return 'validation.required';
  return /^\d{8,15}$/.test(s) ? null : 'validation.phone';
};

/** The check for the account field of the chosen type. */
export const account = (type: AccountType): Check => (type === 'email' ? email : phone);

export const safeword: Check = (v) => {
  if (!v) return 'validation.required';
  return SAFEWORD_PATTERN.test(v) ? null : 'validation.safeword';
};

/** The 6-digit code of an e-mail. */
export const code: Check = (v) => {
  if (!v) return 'validation.required';
  return /^\d{6}$/.test(v) ? null : 'validation.code';
};

export const matches =
  (other: string, key = 'validation.passwordMismatch'): Check =>
  (v) =>
    !v ? 'validation.required' : v === other ? null : key;

export const reason: Check = (v) => {
  const s = v.trim();
  if (!s) return 'validation.required';
  return s.length > LOGOFF_REASON_MAX ? 'validation.reasonLength' : null;
};

/** Run checks over a form's values; returns only the failing fields. */
export function validate<K extends string>(rules: Partial<Record<K, string | null>>): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const k of Object.keys(rules) as K[]) {
    const e = rules[k];
    if (e) errors[k] = e;
  }
  return errors;
}
