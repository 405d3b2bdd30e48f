import type { PageBData, WithdrawChannelData } from '@mall/contracts';
import type { WithdrawChannel, WithdrawOpen, WithdrawPage, WithdrawRecord } from '../../modules/withdraw';
import { formatActionDate } from '../../core/http/action-date';
import { translate } from '../../core/i18n/catalogue';
import { moneyToWireNumber } from '../wire-money';
import { toPageB } from './paging-b';
import type { RenderContext } from './recharge.mapper';

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
  /** 0 processing, 1 succeeded, 2 failed */
  state: 0 | 1 | 2;
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

export function toWithdrawChannel(c: WithdrawChannel): WithdrawChannelData {
  return {
    coin: c.coin,
    blockchain_name: c.blockchainName,
    withdraw_fee: feeToWire(c.feeRate),
    withdraw_limit_min: moneyToWireNumber(c.min),
    withdraw_limit_max: moneyToWireNumber(c.max),
    daily_count: c.dailyCount,
    time_window: c.windowStart && c.windowEnd ? `${c.windowStart}-${c.windowEnd}` : '',
  };
}

export function toWithdrawOpen(o: WithdrawOpen, v: RenderContext, now: Date): WithdrawOpenData {
  const b = o.binding;
  return {
    openWithdrawAddressBinding: 1,
    existWithdrawAddress: b?.address ?? '',
    chainName: b?.blockchainName ?? '',
    coinType: b?.coin ?? '',
    session_token: o.sessionToken,
    addressUsableFrom: b ? formatActionDate(b.usableFrom, v.tz) : '',
    addressUsable: !!b && b.usableFrom <= now,
    channels: o.channels.map(toWithdrawChannel),
  };
}

/** A fee fraction ("0.015", at most 6 decimals) as the JSON number the clients multiply with. */
export function feeToWire(rate: string): number {
  return Number(rate);
}

export function toWithdrawRow(r: WithdrawRecord, v: RenderContext): WithdrawRowData {
  return {
    order_no: r.orderNo,
    createTime: formatActionDate(r.createdAt, v.tz),
    volume: moneyToWireNumber(r.amount),
    coin: r.coin,
    state: r.legacyState,
    fee: moneyToWireNumber(r.fee),
    amount: moneyToWireNumber(r.arrival),
    to: r.to,
    failure_msg: !r.failure ? '' : 'code' in r.failure ? translate(r.failure.code, v.lang) : r.failure.text,
    arrivalAmount: moneyToWireNumber(r.arrival),
    tx: r.txHash ?? '',
    coin_blockchain: r.blockchainName,
    reviewTime: formatActionDate(r.reviewedAt, v.tz),
    stage: r.state,
  };
}

export function toWithdrawDetail(r: WithdrawRecord, v: RenderContext): WithdrawDetailData {
  const row = toWithdrawRow(r, v);
  return { ...row, create_time: row.createTime, confirmations: r.confirmations };
}

export function toWithdrawPage(p: WithdrawPage, v: RenderContext): PageBData<WithdrawRowData> {
  return toPageB(p, (r) => toWithdrawRow(r, v));
}
