import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ADMIN_ROLES } from '../../../core/auth/operator';
import { ADMIN_PASSWORD_MAX, ADMIN_PASSWORD_MIN } from './admin-account';

/**
 * The zxcvbn-ts score an operator password needs: 4, "very unguessable" (≥ 10^10 guesses). Operators
 * approve withdrawals and refunds, so the case that matters is a leaked hash guessed offline (online
 * guessing is already stopped by the sign-in lock): at argon2id's ~90 ms of a core per guess, score
 * 3's floor (10^8) is ~100 core-days, a few days of rented machines; score 4's is ~30 core-years.
 * With the 12-character minimum, passphrases of a few words and random passwords reach it;
 * `Password1234!`, `Summer2024!!` and the mall's name with a year do not.
 */
export const OPERATOR_PASSWORD_MIN_SCORE = 4;

/** Judged on its first 64 characters (as the web app's hint): bounds the check to ~0.1 s of CPU. */
const JUDGED_LENGTH = 64;

/** Words anyone guessing an operator's password tries first, whatever the account. */
const ALWAYS = ['admin', 'administrator', 'operator', ...ADMIN_ROLES];

let zxcvbn: ZxcvbnFactory | null = null;

export type OperatorPasswordProblem = 'ADMIN_PASSWORD_WEAK' | 'ADMIN_PASSWORD_GUESSABLE';

/**
 * The words of the account and of the mall (username, brand keys, names and hosts) that make a
 * password easy to guess: each value and its parts (split at anything but letters and digits).
 */
export function passwordContext(values: readonly string[]): string[] {
  const words = new Set<string>(ALWAYS);
  for (const v of values) {
    const s = v.trim().toLowerCase();
    if (s) words.add(s);
    for (const part of s.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * Why an operator password is refused (null: it is accepted): 12–128 characters, then at least
 * {@link OPERATOR_PASSWORD_MIN_SCORE}. Buyers keep the contract's rule (6–12, not a common one).
 */
export function operatorPasswordProblem(password: string, context: readonly string[]): OperatorPasswordProblem | null {
  if (password.length < ADMIN_PASSWORD_MIN || password.length > ADMIN_PASSWORD_MAX) return 'ADMIN_PASSWORD_WEAK';
  // Built at the first use: the word lists take ~50 ms to load.
  zxcvbn ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs, maxLength: JUDGED_LENGTH });
  return zxcvbn.check(password, passwordContext(context)).score >= OPERATOR_PASSWORD_MIN_SCORE ? null : 'ADMIN_PASSWORD_GUESSABLE';
}
