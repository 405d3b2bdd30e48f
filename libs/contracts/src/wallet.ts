/**
 * `wallet!getUsdt` (contract §4.6). The clients show `money + frozen` and do arithmetic on them, so
 * the amounts are JSON numbers: the exact 6-decimal value (see the server's wire-money helper).
 * `rebate`, `frozenAndLate` and `lateFee` belong to legacy mechanics we do not run: always 0.
 */
export interface WalletUsdtData {
  money: number;
  frozen: number;
  rebate: 0;
  frozenAndLate: 0;
  lateFee: 0;
}

/** `channelBlockchain!list` row: a deposit network and the user's own deposit address on it. */
export interface RechargeChannelData {
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

/** `rechargeBlockchain!confirming` row: an on-chain deposit seen but not yet final (credited). */
export interface ConfirmingDepositData {
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

/** A network withdrawals are open on, with its rules (extra to the contract, for our own clients). */
export interface WithdrawChannelData {
  coin: string;
  blockchain_name: string;
  /** fraction: arrival = amount × (1 − fee), fee rounded up to 0.000001 */
  withdraw_fee: number;
  withdraw_limit_min: number;
  withdraw_limit_max: number;
  /** per day in the business time zone; 0 = unlimited */
  daily_count: number;
  /** `HH:mm-HH:mm` (business time zone), '' = any time */
  time_window: string;
}

/** Paging style B (legacy-api §3): `rechargeBlockchain!list`, `withdraw!list`. */
export interface PageBData<T> {
  elements: T[];
  pageSize: number;
  thisPageNumber: number;
  totalElements: number;
}

/** `wallet!statement` `type` filter: what a posting on the user's balance was, grouped for people. */
export const WALLET_STATEMENT_TYPES = ['purchase', 'refund', 'deposit', 'withdrawal', 'loan', 'other'] as const;
export type WalletStatementType = (typeof WALLET_STATEMENT_TYPES)[number];

/** What one posting was for (the web app words it). */
export type WalletStatementPurpose =
  | 'orderPayment'
  | 'orderSettlement'
  | 'refund'
  | 'depositChain'
  | 'depositClaim'
  | 'cardTopUp'
  | 'cardPaymentToWallet'
  | 'withdrawal'
  | 'withdrawalPaid'
  | 'withdrawalReturned'
  | 'loanDisbursed'
  | 'loanRepaid'
  | 'demoGrant'
  | 'adjustment'
  | 'other';

/** What a posting refers to: an order, a loan, a deposit or withdrawal record number, a chain transaction, a card payment. */
export interface WalletStatementReference {
  kind: 'order' | 'loan' | 'deposit' | 'withdrawal' | 'tx' | 'payment';
  id: string;
}

/** `wallet!statement` row (ours): one posting on the caller's available (or frozen) balance, newest first. */
export interface WalletStatementRow {
  id: string;
  /** ISO 8601 instant (the reader's time zone is the client's business) */
  time: string;
  type: WalletStatementType;
  purpose: WalletStatementPurpose;
  reference: WalletStatementReference | null;
  /** signed, exact 6-decimal value: + credit, − debit */
  amount: number;
  /** the balance right after this posting */
  balanceAfter: number;
}

/** 0 processing, 1 succeeded, 2 failed */
export type RecordState = 0 | 1 | 2;

/** `rechargeBlockchain!list` row (contract §4.6). */
export interface RechargeRowData {
  order_no: string;
  createTime: string;
  volume: number;
  coin: string;
  blockchain_name: string;
  state: RecordState;
  img: string;
  fee: number;
  /** "x.xx", rounded down */
  amount: string;
  channel_address: string;
  failure_msg: string;
  isThirdParty: false;
  payUrl: '';
}

/** `rechargeBlockchain!get`: the row plus the payer's address and the transaction the user named. */
export interface RechargeDetailData extends RechargeRowData {
  from: string;
  tx: string;
}

/** `withdraw!withdraw_open` data (contract §4.6), plus when the bound address becomes usable. */
export interface WithdrawOpenData {
  /** 1: a bound address is required to withdraw (always, on this server) */
  openWithdrawAddressBinding: 1;
  /** the bound address, '' when none */
  existWithdrawAddress: string;
  chainName: string;
  coinType: string;
  session_token: string;
  /** `YYYY-MM-DD HH:mm:ss` from which the bound address may be used, '' when none */
  addressUsableFrom: string;
  addressUsable: boolean;
  channels: WithdrawChannelData[];
}

/** `withdraw!list` row (contract §4.6; `amount` is what arrives, `volume` what leaves the balance). */
export interface WithdrawRowData {
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
  coin_blockchain: string;
  reviewTime: string;
  /** the server's finer state: pending_review, approved, broadcasting, confirming, success, rejected, failed */
  stage: string;
}

/** `withdraw!get`: the row, plus the old detail's names. */
export interface WithdrawDetailData extends WithdrawRowData {
  create_time: string;
  confirmations: number;
}
