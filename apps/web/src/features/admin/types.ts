/** Operator REST shapes (`GET /docs/json`): amounts are decimal strings. The review queues' are in @mall/contracts. */
export type { AdminDepositClaim as DepositClaim, AdminPage, AdminWithdrawal } from '@mall/contracts';

export interface ApprovalResult {
  orderNo: string;
  state: string;
  approvals?: number;
  requiredApprovals?: number;
}

export interface AdminMe {
  id: string;
  username: string;
  roles: string[];
  /** true until the operator has replaced a generated password */
  mustChangePassword?: boolean;
}
