import type { WithdrawChannelData } from '@mall/contracts';

/**
 * Wallet records and settings as the `.action` API sends them (legacy-api §4.6, spec §3). The shapes
 * the server sends exactly as typed here (channels, confirming deposits, paging) are in @mall/contracts.
 */

/** 0 processing, 1 succeeded, 2 failed */
export type RecordState = 0 | 1 | 2;

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

export interface WithdrawOpen {
  openWithdrawAddressBinding: number;
  existWithdrawAddress: string;
  chainName: string;
  coinType: string;
  session_token: string;
  addressUsableFrom?: string;
  addressUsable?: boolean;
  channels?: WithdrawChannelData[];
}
