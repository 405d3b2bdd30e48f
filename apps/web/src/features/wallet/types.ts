/** Wallet records and settings as the `.action` API sends them (legacy-api §4.6, spec §3). */

/** 0 processing, 1 succeeded, 2 failed */
export type RecordState = 0 | 1 | 2;

export interface WalletBalance {
  money: number;
  frozen: number;
}

export interface RechargeChannel {
  id: string;
  coin: string;
  blockchain_name: string;
  /** the user's own deposit address on this network */
  address: string;
  img: string;
  fee: number;
  recharge_limit_min: number;
  recharge_limit_max: number;
}

/** An on-chain deposit seen but not yet final (`rechargeBlockchain!confirming`). */
export interface ConfirmingDeposit {
  tx: string;
  log_index: number;
  coin: string;
  blockchain_name: string;
  amount: number;
  confirmations: number;
  /** confirmations needed before it is credited */
  required: number;
  createTime: string;
}

export interface RechargeRecord {
  order_no: string;
  createTime: string;
  volume: number;
  coin: string;
  blockchain_name: string;
  state: RecordState;
  img: string;
  fee: number;
  amount: number;
  channel_address: string;
  failure_msg: string;
  /** detail only (`rechargeBlockchain!get`): the payer's address and the transaction hash */
  from?: string;
  tx?: string;
}

export interface WithdrawRecord {
  order_no: string;
  createTime: string;
  volume: number;
  coin: string;
  state: RecordState;
  fee: number;
  amount: number;
  to: string;
  failure_msg: string;
  arrivalAmount: number;
  tx: string;
}

/** Paging style B (legacy-api §3). */
export interface PageB<T> {
  elements: T[];
  pageSize: number;
  thisPageNumber: number;
  totalElements: number;
}

export interface WithdrawChannel {
  coin: string;
  blockchain_name: string;
  withdraw_fee: number;
  withdraw_limit_min: number;
  withdraw_limit_max: number;
  daily_count: number;
  time_window: string;
}

export interface WithdrawOpen {
  openWithdrawAddressBinding: number;
  existWithdrawAddress: string;
  chainName: string;
  coinType: string;
  session_token: string;
  addressUsableFrom?: string;
  addressUsable?: boolean;
  channels?: WithdrawChannel[];
}
