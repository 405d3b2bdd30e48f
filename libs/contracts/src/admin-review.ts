/*
 * Operator REST (`/v1/admin`): the review queues of deposits and withdrawals as the API answers them.
 * Amounts are USDT decimal strings (6 places), times ISO 8601. Types only.
 */

/** A page of an operator list. */
export interface AdminPage<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

/** `GET /v1/admin/deposits/pending` item: a buyer's manual deposit claim waiting for review. */
export interface AdminDepositClaim {
  orderNo: string;
  userId: string;
  username: string;
  coin: string;
  blockchainName: string;
  /** the user's deposit address it was paid to */
  channelAddress: string;
  fromAddress: string;
  tx: string;
  amount: string;
  /** proof image path (`/uploads/…`) */
  img: string;
  /** 2: above the network's threshold when claimed, two different operators must approve */
  requiredApprovals: 1 | 2;
  /** the operator who gave the first of two approvals (null: none yet) */
  firstApprover: string | null;
  createdAt: string;
}

/** `GET /v1/admin/withdrawals` item. */
export interface AdminWithdrawal {
  orderNo: string;
  userId: string;
  username: string;
  coin: string;
  blockchainName: string;
  to: string;
  /** leaves the user's balance */
  amount: string;
  fee: string;
  /** sent on chain */
  arrival: string;
  feeRate: string;
  state: string;
  requiredApprovals: number;
  firstApprover: string | null;
  secondApprover: string | null;
  rejectedBy: string | null;
  /** rejection reason or failure message */
  failure: string | null;
  txHash: string | null;
  nonce: string | null;
  fromAddress: string | null;
  confirmations: number;
  /** last payout problem, for the operator */
  lastError: string | null;
  createdAt: string;
  reviewedAt: string | null;
  broadcastAt: string | null;
  settledAt: string | null;
  /** `manual`: once approved ("to pay"), an operator pays it from their own wallet and records the hash */
  payoutMode: 'automatic' | 'manual';
  /** manual payouts: the operator who recorded the transaction hash (state `verifying`), and when */
  paidBy: string | null;
  paidAt: string | null;
}

/** `POST /v1/admin/withdrawals/:orderNo/paid`: the hash of the transaction an operator paid it with. */
export interface RecordPaymentRequest {
  txHash: string;
}
