import type { ErrorCode } from '../../core/i18n/error-codes';

/**
 * Account cancellation asks every registered check whether the user may leave (a balance,
 * an unfinished deposit or withdrawal, an active loan…). Modules add theirs with the
 * LOGOFF_CHECKS multi-provider; each answers the error to refuse with, or null.
 */
export interface LogoffCheck {
  blockReason(userId: string): Promise<ErrorCode | null>;
}
export const LOGOFF_CHECKS = Symbol('LOGOFF_CHECKS');
