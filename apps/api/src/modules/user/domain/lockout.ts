import { AppError } from '../../../core/errors/app-error';
import { startOfBusinessDay } from '../../../core/time/business-time';

/**
 * Login lockout (spec §5): three wrong passwords in a row → wait 3 minutes; a wrong password after
 * that wait → locked until tomorrow (business time zone). The right password after a wait works and
 * resets the count. A day lock that has passed starts a fresh count.
 */
export interface AttemptState {
  failures: number;
  lockedUntil: Date | null;
}

export const SHORT_LOCK_AFTER = 3;
export const SHORT_LOCK_MS = 3 * 60 * 1000;

export type LockVerdict = { locked: false } | { locked: true; kind: 'minutes' | 'today' };
/** A verdict of the sign-in guard: also the per-account ceiling (every new client locked until unlocked). */
export type GuardVerdict = LockVerdict | { locked: true; kind: 'ceiling' };

export function checkLock(state: AttemptState | null, now: Date): LockVerdict {
  if (!state?.lockedUntil || state.lockedUntil <= now) return { locked: false };
  return { locked: true, kind: state.failures > SHORT_LOCK_AFTER ? 'today' : 'minutes' };
}

/** The state after a wrong password, and the verdict to answer with. */
export function afterLoginFailure(state: AttemptState | null, now: Date, timeZone: string): { state: AttemptState; verdict: LockVerdict } {
  let failures = state?.failures ?? 0;
  // A passed day lock starts over.
  if (failures > SHORT_LOCK_AFTER && state?.lockedUntil && state.lockedUntil <= now) failures = 0;
  failures += 1;
  if (failures === SHORT_LOCK_AFTER) {
    return {
      state: { failures, lockedUntil: new Date(now.getTime() + SHORT_LOCK_MS) },
      verdict: { locked: true, kind: 'minutes' },
    };
  }
  if (failures > SHORT_LOCK_AFTER) {
    return { state: { failures, lockedUntil: startOfNextDay(now, timeZone) }, verdict: { locked: true, kind: 'today' } };
  }
  return { state: { failures, lockedUntil: null }, verdict: { locked: false } };
}

/** How a login attempt ended (users and operators alike). */
export type LoginOutcome<T> =
  { kind: 'ok'; data: T } | { kind: 'locked'; lock: 'minutes' | 'today' | 'ceiling' } | { kind: 'disabled' } | { kind: 'wrong' };

/** The outcome of a wrong password (or unknown account), from the verdict of `afterLoginFailure`. */
export function failedLogin(verdict: GuardVerdict): LoginOutcome<never> {
  return verdict.locked ? { kind: 'locked', lock: verdict.kind } : { kind: 'wrong' };
}

/** The login's data, or the error that tells why there is none. */
export function loginResult<T>(outcome: LoginOutcome<T>): T {
  switch (outcome.kind) {
    case 'ok':
      return outcome.data;
    case 'locked':
      throw new AppError(
        outcome.lock === 'ceiling' ? 'AUTH_LOCKED_CEILING' : outcome.lock === 'today' ? 'AUTH_LOCKED_TODAY' : 'AUTH_LOCKED_MINUTES',
      );
    case 'disabled':
      throw new AppError('AUTH_USER_DISABLED');
    default:
      throw new AppError('AUTH_BAD_CREDENTIALS');
  }
}

/** Fund password: `limit` wrong in a row → fund actions locked for 24 hours. */
export const SAFEWORD_LOCK_MS = 24 * 60 * 60 * 1000;

export function afterSafewordFailure(state: AttemptState | null, now: Date, limit: number): { state: AttemptState; locked: boolean } {
  let failures = state?.failures ?? 0;
  if (state?.lockedUntil && state.lockedUntil <= now) failures = 0;
  failures += 1;
  if (failures >= limit) return { state: { failures, lockedUntil: new Date(now.getTime() + SAFEWORD_LOCK_MS) }, locked: true };
  return { state: { failures, lockedUntil: null }, locked: false };
}

/** Midnight at the start of the next calendar day in `timeZone`, as an instant (DST-safe: a day is 23–25 h). */
export function startOfNextDay(now: Date, timeZone: string): Date {
  return startOfBusinessDay(new Date(startOfBusinessDay(now, timeZone).getTime() + 25 * 3600_000), timeZone);
}
