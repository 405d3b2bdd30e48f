import { DiscoveryService } from '@nestjs/core';
import type { ErrorCode } from '../i18n/error-codes';

/**
 * Account cancellation asks every registered check whether the user may leave (a balance, an
 * unfinished deposit or withdrawal, an active loan…); each answers the error to refuse with, or null.
 */
export interface LogoffCheck {
  blockReason(userId: string): Promise<ErrorCode | null>;
}

/**
 * Marks a provider as a {@link LogoffCheck}: the module that owns the state provides its check, and
 * the user module discovers them all. The arrow points from each module down to core, never from the
 * user module up to loans, orders or withdrawals. Lower `order` is asked first.
 */
export const AsLogoffCheck = DiscoveryService.createDecorator<{ order: number }>();
