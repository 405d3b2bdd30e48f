import type { OrderCounts, OrderGoodsLine, OrderInfoWire, OrderListItem, OrderLogWire, SubmittedOrderWire } from '@mall/contracts';
import { Money } from '@mall/money';
import { addressSnapshotOf } from '../../modules/address';
import { localized } from '../../modules/catalog';
import { formatActionDate } from '../../core/http/action-date';
import {
  buyerButtons,
  orderTotal,
  type BuyerOrder,
  renderOrderLog,
  type OrderItemRow,
  type OrderListRow,
  type OrderLogRow,
  type OrderRow,
  type StatusCounts,
  type SubmittedOrder,
} from '../../modules/order';
import { moneyToWireNumber, wireAmount } from '../wire-money';

export interface View {
  lang: string;
  tz: string;
}

const total = (o: OrderRow) => moneyToWireNumber(Money.ofMinor(orderTotal(o)));

export function toSubmitted(orders: SubmittedOrder[]): { orderList: SubmittedOrderWire[] } {
  return {
    orderList: orders.map((o) => ({
      orderId: o.orderId,
      prizeReal: moneyToWireNumber(o.prizeReal),
      fees: moneyToWireNumber(o.fees),
      tax: moneyToWireNumber(o.tax),
      totalPrice: moneyToWireNumber(o.total),
    })),
  };
}

/** A row of `order!listMain` (contract fields, plus what our web shows: first goods, total, buttons). */
export function toListRow(o: BuyerOrder<OrderListRow>, v: View): OrderListItem {
  return {
    id: o.id,
    status: o.status,
    goodsCount: o.goodsCount,
    goodsFrom: o.sellerName,
    sellerId: o.sellerId,
    priceCount: wireAmount(o.prizeReal),
    prizeReal: wireAmount(o.prizeReal),
    fees: wireAmount(o.fees),
    tax: wireAmount(o.tax),
    totalPrice: total(o),
    returnStatus: o.returnStatus,
    /** 1 once the merchant confirmed the order */
    sellerStatus: o.confirmedAt ? 1 : 0,
    payStatus: o.payStatus,
    createTime: formatActionDate(o.createdAt, v.tz),
    payTime: formatActionDate(o.paidAt, v.tz),
    /** ours: while unpaid, when the order is cancelled (and its stock released) unless paid; "" otherwise */
    payBefore: formatActionDate(o.payBefore, v.tz),
    ...localized('goodsName', o.firstGoodsName, v.lang, o.sellerLang),
    goodsIcon: o.firstGoodsIcon ?? '',
    reminded: o.remindedAt ? 1 : 0,
    buttons: buyerButtons(o, o.returnOpen),
  };
}

/** `order!info` → `data.orderInfo`. */
export function toOrderInfo(o: BuyerOrder, v: View): OrderInfoWire {
  const original = BigInt(o.prizeOriginal);
  const real = BigInt(o.prizeReal);
  return {
    id: o.id,
    createTime: formatActionDate(o.createdAt, v.tz),
    status: o.status,
    ...addressSnapshotOf(o),
    prizeReal: wireAmount(o.prizeReal),
    prizeOriginal: wireAmount(o.prizeOriginal),
    discount: wireAmount(original > real ? original - real : 0n),
    fees: wireAmount(o.fees),
    tax: wireAmount(o.tax),
    totalPrice: total(o),
    goodsCount: o.goodsCount,
    payStatus: o.payStatus,
    returnStatus: o.returnStatus,
    /** the old field of the seller's purchase step; here the ship time ("" until shipped) */
    pushTime: formatActionDate(o.shippedAt, v.tz),
    payTime: formatActionDate(o.paidAt, v.tz),
    /** ours: while unpaid, when the order is cancelled (and its stock released) unless paid; "" otherwise */
    payBefore: formatActionDate(o.payBefore, v.tz),
    confirmTime: formatActionDate(o.confirmedAt, v.tz),
    shipTime: formatActionDate(o.shippedAt, v.tz),
    receiptTime: formatActionDate(o.receivedAt, v.tz),
    cancelTime: formatActionDate(o.cancelledAt, v.tz),
    cancelReason: o.cancelReason,
    paymentMethod: o.paymentMethod ?? '',
    carrier: o.carrier ?? '',
    trackingNo: o.trackingNo ?? '',
    sellerId: o.sellerId,
    goodsFrom: o.sellerName,
    sellerStatus: o.confirmedAt ? 1 : 0,
    reminded: o.remindedAt ? 1 : 0,
    /** ours: 1 while a refund may be asked (paid or confirmed; shipped or received within the return window) */
    returnOpen: o.returnOpen ? 1 : 0,
    buttons: buyerButtons(o, o.returnOpen),
  };
}

/** A line of `order!listGoods`: unit paid price (`goodsReal`), today's selling price, line freight and tax. */
export function toGoodsRow(i: OrderItemRow, v: View): OrderGoodsLine {
  const qty = BigInt(i.qty);
  return {
    goodsId: i.goodsId,
    ...localized('goodsName', i.goodsNameI18n, v.lang, i.sellerLang),
    goodsIcon: i.goodsIcon,
    goodsNum: i.qty,
    goodsReal: wireAmount(i.paidPrice),
    sellingPrice: wireAmount(i.currentSellingPrice ?? i.listPrice),
    listPrice: wireAmount(i.listPrice),
    fees: wireAmount(BigInt(i.freight) * qty),
    tax: wireAmount(BigInt(i.tax) * qty),
    attributes: i.attributes.map((a) => ({
      ...localized('attrName', a.attrName_i18n, v.lang, i.sellerLang),
      ...localized('attrValue', a.attrValue_i18n, v.lang, i.sellerLang),
    })),
    isShelf: i.isShelf ? 1 : 0,
    isValid: i.isValid ? 1 : 0,
    skuId: i.skuId ?? '-1',
  };
}

export function toLogRow(l: OrderLogRow, v: View): OrderLogWire {
  const t = formatActionDate(l.createdAt, v.tz);
  return { id: l.id, orderId: l.orderId, log: renderOrderLog(l.state, l.params, v.lang), state: l.state, createTime: t, updateTime: t };
}

export function toCounts(c: StatusCounts): OrderCounts {
  return {
    waitPayCount: c.waitPay,
    waitDeliverCount: c.waitDeliver,
    waitReceiptCount: c.waitReceipt,
    waitEvaluateCount: c.waitEvaluate,
    refundCount: c.refund,
  };
}
