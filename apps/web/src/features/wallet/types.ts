import type { RechargeDetailData, RechargeRowData, WithdrawDetailData, WithdrawOpenData, WithdrawRowData } from '@mall/contracts';

/**
 * Wallet records and settings as the `.action` API sends them (legacy-api §4.6, spec §3): the wire
 * types are the server's own, in @mall/contracts.
 */
export type { RecordState } from '@mall/contracts';

/** A deposit as a list row, or with the detail's payer address and transaction (`rechargeBlockchain!get`). */
export type RechargeRecord = RechargeRowData & Partial<Pick<RechargeDetailData, 'from' | 'tx'>>;

/** A withdrawal as a list row, or with the detail's extra names (`withdraw!get`). */
export type WithdrawRecord = WithdrawRowData & Partial<Omit<WithdrawDetailData, keyof WithdrawRowData>>;

export type WithdrawOpen = WithdrawOpenData;
