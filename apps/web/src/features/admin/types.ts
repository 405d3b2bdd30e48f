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

export type DisputeState = 'requested' | 'rejected' | 'escalated' | 'refunded' | 'dismissed';

/** A return case as the operator sees it (`GET /v1/admin/returns`). Amounts: exact decimal strings. */
export interface Dispute {
  id: string;
  orderId: string;
  /** 1–9 (`aftersale:reasons.<n>`) */
  reason: number;
  detail: string;
  images: string[];
  state: DisputeState;
  sellerNote: string | null;
  operatorNote: string | null;
  orderTotal: string;
  refunded: string;
  refundable: string;
  contacts: string;
  createdAt: string;
  decidedAt: string | null;
  escalatedAt: string | null;
}

export interface DisputeRefund {
  id: string;
  amount: string;
  source: 'return' | 'operator';
  state: 'pending_approval' | 'refunded' | 'cancelled';
  reason: string;
  requiredApprovals: 1 | 2;
  requestedBy: string | null;
  createdAt: string;
  refundedAt: string | null;
}

/** `GET /v1/admin/returns/:id`: the case, its order (lines, totals, timeline in the reader's language) and the order's refunds. */
export interface DisputeDetail {
  case: Dispute;
  order: {
    id: string;
    status: number;
    createdAt: string;
    paidAt: string | null;
    total: string;
    prizeReal: string;
    fees: string;
    tax: string;
    buyer: { contacts: string; country: string };
    items: { goodsId: string; name: string; icon: string; qty: number; unitPrice: string; lineTotal: string }[];
    logs: { state: number; actor: string; text: string; createdAt: string }[];
    carrier: string | null;
    trackingNo: string | null;
  };
  refunds: DisputeRefund[];
}

export type DisputeDecision =
  { id: string; action: 'refund'; amount?: string; reason: string } | { id: string; action: 'reject'; reason: string };

export interface DisputeOutcome {
  caseId: string;
  state: 'refunded' | 'pending_approval' | 'dismissed';
  refundId?: string;
  amount?: string;
}
