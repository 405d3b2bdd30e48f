/** Operator REST shapes (`GET /docs/json`): amounts are decimal strings. */
export interface AdminPage<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

export interface DepositClaim {
  orderNo: string;
  userId: string;
  username: string;
  coin: string;
  blockchainName: string;
  channelAddress: string;
  fromAddress: string;
  tx: string;
  amount: string;
  img: string;
  createdAt: string;
}

export interface AdminWithdrawal {
  orderNo: string;
  userId: string;
  username: string;
  coin: string;
  blockchainName: string;
  to: string;
  amount: string;
  fee: string;
  arrival: string;
  state: string;
  requiredApprovals: number;
  firstApprover: string | null;
  createdAt: string;
}

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
}
