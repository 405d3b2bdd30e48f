/**
 * The withdrawal state machine (pure).
 *
 *   pending_review ──approve (1 or 2 operators)──▶ approved ──sign + record──▶ broadcasting
 *         │                                          │                            │ node knows the tx
 *         └──────────reject (unfreeze)───────────────┴──▶ rejected                ▼
 *                                                                             confirming
 *                                                 success ◀──final, status 1──┘   │
 *                                                 failed  ◀──final, reverted──────┘ (unfreeze)
 *
 * `broadcasting` may also go straight to success / failed (the receipt was already final when
 * first looked at). Once an order is signed it can no longer be rejected: its transaction may be
 * mined at any moment, so only the chain decides.
 *
 * Manual payouts (a network without a payout signer): an operator pays an `approved` order ("to
 * pay") from their own wallet and records the hash → `verifying`; the chain watcher checks that
 * transaction → success (settled), or back to `approved` with the reason (nothing left our books).
 */
export const WITHDRAW_STATES = [
  'pending_review',
  'approved',
  'broadcasting',
  'confirming',
  'verifying',
  'success',
  'rejected',
  'failed',
] as const;
export type WithdrawState = (typeof WITHDRAW_STATES)[number];

/** States in which money is frozen and the order is not final. */
export const OPEN_WITHDRAW_STATES: readonly WithdrawState[] = ['pending_review', 'approved', 'broadcasting', 'confirming', 'verifying'];
/** States with a signed transaction that may be (or has been) mined. */
export const SIGNED_WITHDRAW_STATES: readonly WithdrawState[] = ['broadcasting', 'confirming'];

const NEXT: Record<WithdrawState, readonly WithdrawState[]> = {
  pending_review: ['approved', 'rejected'],
  approved: ['broadcasting', 'verifying', 'rejected'],
  broadcasting: ['confirming', 'success', 'failed'],
  confirming: ['success', 'failed'],
  verifying: ['success', 'approved'],
  success: [],
  rejected: [],
  failed: [],
};

export function canTransition(from: WithdrawState, to: WithdrawState): boolean {
  return NEXT[from].includes(to);
}

export function isWithdrawState(s: unknown): s is WithdrawState {
  return typeof s === 'string' && (WITHDRAW_STATES as readonly string[]).includes(s);
}

/** The `state` the old clients read: 0 processing, 1 succeeded, 2 failed (rejected or failed). */
export function legacyWithdrawState(s: WithdrawState): 0 | 1 | 2 {
  if (s === 'success') return 1;
  if (s === 'rejected' || s === 'failed') return 2;
  return 0;
}

/** Amounts strictly above the threshold need two different operators. */
export function approvalsRequired(amountMinor: bigint, thresholdMinor: bigint): 1 | 2 {
  return amountMinor > thresholdMinor ? 2 : 1;
}

export type ApprovalDecision =
  | { kind: 'refuse'; code: 'WITHDRAW_ORDER_NOT_PENDING' | 'WITHDRAW_SAME_APPROVER' }
  /** recorded as the first of two approvals; the order stays pending_review */
  | { kind: 'first' }
  /** the order becomes approved with this operator as first (single) or second approver */
  | { kind: 'approve'; slot: 'first' | 'second' };

/** What an operator's approval does to an order (the same operator never counts twice). */
export function decideApproval(
  order: { state: WithdrawState; requiredApprovals: 1 | 2; firstApprover: string | null },
  adminId: string,
): ApprovalDecision {
  if (order.state !== 'pending_review') return { kind: 'refuse', code: 'WITHDRAW_ORDER_NOT_PENDING' };
  if (!order.firstApprover) return order.requiredApprovals === 1 ? { kind: 'approve', slot: 'first' } : { kind: 'first' };
  if (order.firstApprover === adminId) return { kind: 'refuse', code: 'WITHDRAW_SAME_APPROVER' };
  return { kind: 'approve', slot: 'second' };
}
