import { z } from 'zod';
import { OrderAddressSnapshot, PostalAddress } from './address';

/**
 * Orders on the wire. The buyer's `.action` answers (contract §4.5, docs/orders.md) carry money as
 * JSON numbers parsed from the exact 6-decimal text and dates as `YYYY-MM-DD HH:mm:ss` in the
 * reader's time zone ('' when not yet); the seller console's REST answers (`/v1/seller`) carry money as
 * exact decimal strings and times as ISO-8601. The web imports only the types: a value exported here
 * would bring zod into its bundle.
 */

/** −1 cancelled, 0 awaiting payment, 1 paid, 2 confirmed by the seller, 3 shipped, 4 received, 5 reviewed, 6 after-sales */
export type OrderStatus = -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** 0 none, 1 refunding, 2 refunded, 3 refund failed */
export type ReturnStatus = 0 | 1 | 2 | 3;

/** A buyer's button of an order, as the server offers it now (`buttons`). */
export const OrderButton = z.enum(['pay', 'cancel', 'remind', 'refund', 'receipt', 'logistics', 'review']);
export type OrderButton = z.infer<typeof OrderButton>;

const flag = z.union([z.literal(0), z.literal(1)]);
/** The language a text was chosen in (the reader's, else English, else the store's); null when there is none. */
const textLang = z.string().nullable();

/** `order!submitOrder` → `data.orderList[]`: one order per store. */
export const SubmittedOrderWire = z.object({
  orderId: z.string(),
  prizeReal: z.number(),
  fees: z.number(),
  tax: z.number(),
  totalPrice: z.number(),
});
export type SubmittedOrderWire = z.infer<typeof SubmittedOrderWire>;

/** A row of `order!listMain` (contract fields, plus what our web shows: first goods, total, buttons). */
export const OrderListItem = z.object({
  id: z.string(),
  /** an {@link OrderStatus} */
  status: z.number().int(),
  goodsCount: z.number().int(),
  /** the store's name */
  goodsFrom: z.string(),
  sellerId: z.string(),
  /** = prizeReal (what the goods cost) */
  priceCount: z.number(),
  prizeReal: z.number(),
  fees: z.number(),
  tax: z.number(),
  /** prizeReal + fees + tax as the server computed it */
  totalPrice: z.number(),
  /** a {@link ReturnStatus} */
  returnStatus: z.number().int(),
  /** 1 once the merchant confirmed the order */
  sellerStatus: flag,
  payStatus: z.number().int(),
  createTime: z.string(),
  payTime: z.string(),
  /** while unpaid: when the order is cancelled (its stock released) unless paid; "" otherwise */
  payBefore: z.string(),
  /** the first goods line: name in the reader's language, and picture */
  goodsName: z.string(),
  goodsNameLang: textLang,
  goodsIcon: z.string(),
  /** 1 once the buyer reminded the seller to ship (one reminder per order) */
  reminded: flag,
  buttons: z.array(OrderButton),
});
export type OrderListItem = z.infer<typeof OrderListItem>;

/** `order!info` → `data.orderInfo`: the order with its address snapshot, money, times and buttons. */
export const OrderInfoWire = OrderAddressSnapshot.extend({
  id: z.string(),
  createTime: z.string(),
  status: z.number().int(),
  prizeReal: z.number(),
  prizeOriginal: z.number(),
  discount: z.number(),
  fees: z.number(),
  tax: z.number(),
  totalPrice: z.number(),
  goodsCount: z.number().int(),
  /** −1 cancelled, 0 unpaid, 1 paid */
  payStatus: z.number().int(),
  returnStatus: z.number().int(),
  /** the old field of the seller's purchase step; here the ship time ("" until shipped) */
  pushTime: z.string(),
  payTime: z.string(),
  payBefore: z.string(),
  confirmTime: z.string(),
  shipTime: z.string(),
  receiptTime: z.string(),
  cancelTime: z.string(),
  cancelReason: z.number().int().nullable(),
  /** `balance` | `stripe` ("" while unpaid) */
  paymentMethod: z.string(),
  carrier: z.string(),
  trackingNo: z.string(),
  sellerId: z.string(),
  goodsFrom: z.string(),
  sellerStatus: flag,
  reminded: flag,
  /** 1 while a refund may be asked (paid or confirmed; shipped or received within the return window) */
  returnOpen: flag,
  buttons: z.array(OrderButton),
});
export type OrderInfoWire = z.infer<typeof OrderInfoWire>;

/** A line of `order!listGoods`: unit paid price (`goodsReal`), today's selling price, line freight and tax. */
export const OrderGoodsLine = z.object({
  goodsId: z.string(),
  goodsName: z.string(),
  goodsNameLang: textLang,
  goodsIcon: z.string(),
  /** quantity */
  goodsNum: z.number().int(),
  /** unit price paid */
  goodsReal: z.number(),
  /** the goods' current price */
  sellingPrice: z.number(),
  listPrice: z.number(),
  fees: z.number(),
  tax: z.number(),
  attributes: z.array(z.object({ attrName: z.string(), attrNameLang: textLang, attrValue: z.string(), attrValueLang: textLang })),
  isShelf: flag,
  isValid: flag,
  /** '-1' for goods without options */
  skuId: z.string(),
});
export type OrderGoodsLine = z.infer<typeof OrderGoodsLine>;

/** A row of `orderLog!list`: `log` already in the reader's language. */
export const OrderLogWire = z.object({
  id: z.string(),
  orderId: z.string(),
  log: z.string(),
  /** 1 created, 2 paid, 3 cancelled by the buyer, 4 auto-cancelled, 5 confirmed, 6 shipped, 7 received, 8 refund requested, 9 refunded, 10 refund failed */
  state: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type OrderLogWire = z.infer<typeof OrderLogWire>;

/** `order!countOrderStatus`. */
export const OrderCounts = z.object({
  waitPayCount: z.number().int(),
  waitDeliverCount: z.number().int(),
  waitReceiptCount: z.number().int(),
  waitEvaluateCount: z.number().int(),
  refundCount: z.number().int(),
});
export type OrderCounts = z.infer<typeof OrderCounts>;

// The seller console (`/v1/seller/orders…`, `GET /docs/json`, tag `seller`).

/** A row of `GET /v1/seller/orders`. */
export const SellerOrderRow = z.object({
  id: z.string(),
  status: z.number().int(),
  returnStatus: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** paid + `mall_ship_within_hours`; null while unpaid */
  shipBy: z.string().nullable(),
  goodsCount: z.number().int(),
  /** what the buyer paid: goods + freight + tax */
  total: z.string(),
  /** the platform's commission */
  commission: z.string(),
  /** total − commission: what the store receives at settlement */
  payout: z.string(),
  buyer: z.object({ contacts: z.string(), country: z.string() }),
  remindedAt: z.string().nullable(),
});
export type SellerOrderRow = z.infer<typeof SellerOrderRow>;

export const SellerOrderPage = z.object({
  items: z.array(SellerOrderRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SellerOrderPage = z.infer<typeof SellerOrderPage>;

/** A line of an order in the console: texts in the reader's language, money per line. */
export const SellerOrderItem = z.object({
  goodsId: z.string(),
  skuId: z.string().nullable(),
  name: z.string(),
  nameLang: textLang,
  icon: z.string(),
  qty: z.number().int(),
  unitPrice: z.string(),
  listPrice: z.string(),
  lineTotal: z.string(),
  freight: z.string(),
  tax: z.string(),
  attributes: z.array(z.object({ name: z.string(), nameLang: textLang, value: z.string(), valueLang: textLang })),
});
export type SellerOrderItem = z.infer<typeof SellerOrderItem>;

/** A row of the order log, rendered in the reader's language. */
export const SellerOrderLog = z.object({
  state: z.number().int(),
  actor: z.enum(['buyer', 'seller', 'system', 'operator']),
  text: z.string(),
  createdAt: z.string(),
});
export type SellerOrderLog = z.infer<typeof SellerOrderLog>;

/** `GET /v1/seller/orders/:id` (and the operator's view of a disputed order). */
export const SellerOrderDetail = SellerOrderRow.extend({
  prizeOriginal: z.string(),
  /** goods at the prices paid; with freight and tax their sum is `total` */
  prizeReal: z.string(),
  fees: z.string(),
  tax: z.string(),
  items: z.array(SellerOrderItem),
  /** the shipping address the order keeps; the phone as the console shows it */
  address: PostalAddress,
  logs: z.array(SellerOrderLog),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
});
export type SellerOrderDetail = z.infer<typeof SellerOrderDetail>;

/** `GET /v1/seller/me`. */
export const SellerMe = z.object({
  seller: z.object({ id: z.string(), name: z.string(), status: z.enum(['open', 'closed', 'suspended']) }),
  balances: z.object({ payable: z.string(), inEscrow: z.string(), commissionPaid: z.string(), pendingOrders: z.number().int() }),
});
export type SellerMe = z.infer<typeof SellerMe>;

/** A notice of `GET /v1/seller/notices`. */
export const SellerNotice = z.object({
  id: z.string(),
  kind: z.enum(['new_order', 'paid', 'remind', 'received', 'cancelled', 'return_requested', 'return_escalated']),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type SellerNotice = z.infer<typeof SellerNotice>;

export const SellerNoticePage = z.object({ items: z.array(SellerNotice), total: z.number().int() });
export type SellerNoticePage = z.infer<typeof SellerNoticePage>;
