/**
 * Two-person approval of manual deposit claims (issue 25 item 4; pure). A claim above its network's
 * `claim_two_approval_threshold` needs two different operators, like a withdrawal above its
 * threshold: the first approval is recorded, the second credits. The count is fixed when the claim
 * is made; the second approver's independence of the first is checked by the caller.
 */

/** Amounts strictly above the threshold need two operators. */
export function claimApprovalsRequired(amountMinor: bigint, thresholdMinor: bigint): 1 | 2 {
  return amountMinor > thresholdMinor ? 2 : 1;
}

export type ClaimApprovalDecision =
  | { kind: 'refuse'; code: 'RECHARGE_ORDER_NOT_PENDING' | 'RECHARGE_SAME_APPROVER' }
  /** recorded as the first of two approvals; the claim stays pending */
  | { kind: 'first' }
  /** the claim is credited, by its only approver (`firstApprover` null) or by the second of two */
  | { kind: 'credit'; firstApprover: string | null };

/** What an operator's approval does to a claim (the same operator never counts twice). */
export function decideClaimApproval(
  claim: { state: number; requiredApprovals: 1 | 2; firstApprover: string | null },
  adminId: string,
): ClaimApprovalDecision {
  if (claim.state !== 0) return { kind: 'refuse', code: 'RECHARGE_ORDER_NOT_PENDING' };
  if (claim.requiredApprovals === 1) return { kind: 'credit', firstApprover: null };
  if (!claim.firstApprover) return { kind: 'first' };
  if (claim.firstApprover === adminId) return { kind: 'refuse', code: 'RECHARGE_SAME_APPROVER' };
  return { kind: 'credit', firstApprover: claim.firstApprover };
}
