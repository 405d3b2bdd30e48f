import type { PageBData, WithdrawChannelData, WithdrawDetailData, WithdrawOpenData, WithdrawRowData } from '@mall/contracts';
import type { WithdrawChannel, WithdrawOpen, WithdrawPage, WithdrawRecord } from '../../modules/withdraw';
import { formatActionDate } from '../../core/http/action-date';
import { translate } from '../../core/i18n/catalogue';
import { moneyToWireNumber } from '../wire-money';
import { toPageB } from './paging-b';
import type { RenderContext } from './recharge.mapper';

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
