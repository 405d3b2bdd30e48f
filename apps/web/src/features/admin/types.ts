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

/** `GET /v1/admin/networks` item: a deposit network (the endpoint masked). */
export interface NetworkConfig {
  id: string;
  family: 'evm' | 'tron';
  name: string;
  coin: string;
  tokenContract: string;
  tokenDecimals: number;
  confirmations: number;
  minDeposit: string;
  rechargeMin: string;
  rechargeMax: string;
  enabled: boolean;
  rpcUrl: string | null;
  scanCursor: string | null;
  img: string;
  keyConfigured: boolean;
  inService: boolean;
}

export type NetworkPatch = Partial<{
  enabled: boolean;
  name: string;
  rpcUrl: string | null;
  tokenContract: string;
  tokenDecimals: number;
  confirmations: number;
  minDeposit: string;
  rechargeMin: string;
  rechargeMax: string;
  scanCursor: string | null;
}>;

/** `GET /v1/admin/withdraw-rules` item: a network's withdrawal rules. */
export interface WithdrawRule {
  chain: string;
  family: 'evm' | 'tron';
  blockchainName: string;
  coin: string;
  enabled: boolean;
  minAmount: string;
  maxAmount: string;
  feeRate: string;
  dailyCount: number;
  windowStart: string | null;
  windowEnd: string | null;
  twoApprovalThreshold: string;
  addressCooldownMinutes: number;
  inService: boolean;
}

export type WithdrawRulePatch = Partial<Omit<WithdrawRule, 'chain' | 'family' | 'blockchainName' | 'coin' | 'inService'>>;

export interface WithdrawRules {
  onlyOne: boolean;
  payoutsConfigured: boolean;
  items: WithdrawRule[];
}
