import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords, from a maintained list (`@zxcvbn-ts/language-common`'s
 * `passwords-common`, ordered by frequency in real leaks): the first 10,000 are refused at
 * registration, password change and reset, and for operators. Compared case-insensitively.
 * The contract's length rule (6–12) stays as it is; this comes on top of it.
 */
export const COMMON_PASSWORD_LIMIT = 10_000;

let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_LIMIT));
  return common.has(password.toLowerCase());
}
