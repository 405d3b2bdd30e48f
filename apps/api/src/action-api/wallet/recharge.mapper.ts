import type { ConfirmingDepositData, PageBData, RechargeChannelData, RechargeDetailData, RechargeRowData } from '@mall/contracts';
import type { ConfirmingDeposit, DepositChannel, RechargePage, RechargeRecord } from '../../modules/chain';
import { formatActionDate } from '../../core/http/action-date';
import { translate } from '../../core/i18n/catalogue';
import { moneyToWireNumber } from '../wire-money';
import { toPageB } from './paging-b';

export function toChannel(c: DepositChannel): RechargeChannelData {
  return {
    id: c.id,
    coin: c.coin,
    blockchain_name: c.blockchainName,
    address: c.address,
    img: c.img,
    fee: moneyToWireNumber(c.price),
    recharge_limit_min: moneyToWireNumber(c.min),
    recharge_limit_max: moneyToWireNumber(c.max),
  };
}

export interface RenderContext {
  lang: string;
  /** business time zone of `createTime` */
  tz: string;
  /** scheme://host that stored image paths are made absolute with */
  origin: string;
}

export function toRechargeRow(r: RechargeRecord, v: RenderContext): RechargeRowData {
  return {
    order_no: r.orderNo,
    createTime: formatActionDate(r.createdAt, v.tz),
    volume: moneyToWireNumber(r.volume),
    coin: r.coin,
    blockchain_name: r.blockchainName,
    state: r.state,
    img: r.img.startsWith('/') ? v.origin + r.img : r.img,
    fee: moneyToWireNumber(r.fee),
    amount: r.amount.format(2),
    channel_address: r.channelAddress,
    failure_msg: !r.failure ? '' : 'code' in r.failure ? translate(r.failure.code, v.lang) : r.failure.text,
    isThirdParty: false,
    payUrl: '',
  };
}

export function toRechargeDetail(r: RechargeRecord, v: RenderContext): RechargeDetailData {
  return { ...toRechargeRow(r, v), from: r.fromAddress, tx: r.tx };
}

export function toRechargePage(p: RechargePage, v: RenderContext): PageBData<RechargeRowData> {
  return toPageB(p, (r) => toRechargeRow(r, v));
}

export function toConfirming(d: ConfirmingDeposit, tz: string): ConfirmingDepositData {
  return {
    tx: d.txHash,
    log_index: d.logIndex,
    coin: d.coin,
    blockchain_name: d.blockchainName,
    amount: moneyToWireNumber(d.amount),
    confirmations: d.confirmations,
    required: d.required,
    createTime: formatActionDate(d.seenAt, tz),
  };
}
