import { Money } from '@mall/money';

/** `mall_refund_approval_threshold` when unset or unreadable (USDT). */
export const DEFAULT_REFUND_APPROVAL_THRESHOLD = '500';

/** The threshold setting's value in micro-units (the default when unset or unreadable). */
export function refundApprovalThreshold(value: string | null): bigint {
  try {
    return Money.parse(value ?? DEFAULT_REFUND_APPROVAL_THRESHOLD).minor;
  } catch {
    return Money.parse(DEFAULT_REFUND_APPROVAL_THRESHOLD).minor;
  }
}

/**
 * How many operators a manual refund needs (pure, bigint micro-units). The two-person threshold
 * (`mall_refund_approval_threshold`) is per ORDER, not per request: what the order would then have
 * had refunded — refunds done (whatever their source), refunds waiting for a second operator, and
 * this one — above the threshold needs a second, independent operator. Splitting a large refund into
 * parts under the threshold therefore makes the part that crosses it, and every part after, wait.
 * The caller reads `refunded` and `pending` under the order's row lock, so parallel parts queue and
 * each one sees the ones before it.
 */
export function refundApprovalsRequired(p: { refunded: bigint; pending: bigint; amount: bigint; threshold: bigint }): 1 | 2 {
  return p.refunded + p.pending + p.amount > p.threshold ? 2 : 1;
}
