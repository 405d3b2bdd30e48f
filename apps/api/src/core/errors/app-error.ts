import type { ErrorCode } from '../i18n/error-codes';

export type ErrorParams = Record<string, string | number>;

/** A business error: rendered by each transport (`.action` → code "1"/"403" with a localized msg). */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}
