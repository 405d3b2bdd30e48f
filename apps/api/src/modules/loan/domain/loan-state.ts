/** Loan status as the contract numbers it (legacy-api §5). */
export const LOAN_STATUS = { review: 1, active: 2, overdue: 3, rejected: 4, repaid: 5 } as const;
export type LoanStatus = (typeof LOAN_STATUS)[keyof typeof LOAN_STATUS];
export const LOAN_STATUSES: readonly LoanStatus[] = [1, 2, 3, 4, 5];

/** Statuses that block a new application (a rejected loan is re-applied over with `creditId`). */
export const OPEN_STATUSES: readonly LoanStatus[] = [1, 2, 3, 4];
/** Statuses a repayment is accepted in. */
export const PAYABLE_STATUSES: readonly LoanStatus[] = [2, 3];

/** Legacy `statusStr` (Chinese, as the old clients display it). */
export const STATUS_TEXT: Record<LoanStatus, string> = {
  1: '申请中',
  2: '借款成功',
  3: '已逾期',
  4: '借款失败',
  5: '已还款',
};

export type ApprovalDecision =
  { kind: 'refuse'; code: 'LOAN_NOT_PENDING' | 'LOAN_SETTLED' | 'LOAN_SAME_APPROVER' } | { kind: 'first' } | { kind: 'approve' };

/**
 * An operator's approval of a loan: only from review (1); above the two-approver amount the first
 * approval is recorded and a DIFFERENT operator approves (and disburses).
 */
export function decideApproval(
  loan: { status: LoanStatus; requiredApprovals: number; firstApprover: string | null },
  adminId: string,
): ApprovalDecision {
  if (loan.status === 5) return { kind: 'refuse', code: 'LOAN_SETTLED' };
  if (loan.status !== 1) return { kind: 'refuse', code: 'LOAN_NOT_PENDING' };
  if (loan.requiredApprovals === 1) return { kind: 'approve' };
  if (!loan.firstApprover) return { kind: 'first' };
  if (loan.firstApprover === adminId) return { kind: 'refuse', code: 'LOAN_SAME_APPROVER' };
  return { kind: 'approve' };
}
