/**
 * Orders as the `.action` API sends them (legacy-api §4.5, docs/orders.md). Money is a JSON number in
 * USDT (exact decimal text on the wire; sum it with `money.ts`, never with float arithmetic). Dates are
 * `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai (`lib/dates.ts`). Fields marked optional are additions of
 * this server that older answers may lack: the pages work without them.
 */

/** −1 cancelled, 0 awaiting payment, 1 paid, 2 confirmed by the seller, 3 shipped, 4 received, 5 reviewed, 6 after-sales */
export type OrderStatus = -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** 0 none, 1 refunding, 2 refunded, 3 refund failed */
export type ReturnStatus = 0 | 1 | 2 | 3;
/** A buyer's button of an order, as the server offers it (`buttons`). */
export type OrderButton = 'pay' | 'cancel' | 'remind' | 'refund' | 'receipt' | 'logistics' | 'review';

/** A row of `order!listMain` (`data.pageList[]`). */
export interface OrderRow {
  id: string;
  status: OrderStatus;
  goodsCount: number;
  /** the store's name */
  goodsFrom: string;
  /** = prizeReal (what the goods cost) */
  priceCount: number;
  fees: number;
  tax: number;
  returnStatus: ReturnStatus;
  sellerStatus?: number;
  sellerId?: string;
  createTime?: string;
  /** the first goods line: name (in the reader's language) and picture */
  goodsName?: string;
  /** the language of `goodsName` (the reader's, else English, else the store's) */
  goodsNameLang?: string | null;
  goodsIcon?: string;
  payTime?: string;
  /** while unpaid: when the order is cancelled (its goods back on sale) unless paid; "" otherwise */
  payBefore?: string;
  /** 1 once the buyer reminded the seller to ship (one reminder per order) */
  reminded?: 0 | 1;
  /** prizeReal + fees + tax as the server computed it */
  totalPrice?: number;
  /** the buttons the server offers now (refund within the return window, logistics once shipped) */
  buttons?: OrderButton[];
}

/** `order!info` → `data.orderInfo`. */
export interface OrderInfo {
  id: string;
  createTime: string;
  status: OrderStatus;
  contacts: string;
  phone: string;
  email: string;
  postcode: string;
  country: string;
  province: string;
  city: string;
  address: string;
  prizeReal: number;
  prizeOriginal: number;
  discount: number;
  fees: number;
  tax: number;
  goodsCount: number;
  /** −1 cancelled, 0 unpaid, 1 paid */
  payStatus: -1 | 0 | 1;
  returnStatus?: ReturnStatus;
  payTime?: string | null;
  /** while unpaid: when the order is cancelled (its goods back on sale) unless paid; "" otherwise */
  payBefore?: string;
  sellerId?: string;
  sellerName?: string;
  goodsFrom?: string;
  carrier?: string | null;
  trackingNo?: string | null;
  cancelReason?: number | null;
  /** `balance` | `stripe` ("" while unpaid) */
  paymentMethod?: string | null;
  /** 1 once the buyer reminded the seller to ship */
  reminded?: 0 | 1;
  totalPrice?: number;
  /** the buttons the server offers now (refund within the return window, logistics once shipped) */
  buttons?: OrderButton[];
  /** 1 while a refund may be asked (paid or confirmed; shipped or received within the return window) */
  returnOpen?: 0 | 1;
}

export interface OrderGoodsAttribute {
  attrName: string;
  attrValue: string;
}

/** A row of `order!listGoods`. */
export interface OrderGoodsLine {
  goodsId: string;
  goodsName: string;
  /** the language of `goodsName` (the reader's, else English, else the store's) */
  goodsNameLang?: string | null;
  goodsIcon: string;
  /** quantity */
  goodsNum: number;
  /** unit price paid */
  goodsReal: number;
  /** the goods' current price */
  sellingPrice?: number;
  fees: number;
  tax: number;
  attributes?: OrderGoodsAttribute[];
  isShelf?: number;
  isValid?: number;
  skuId?: string | null;
}

/** A row of `orderLog!list`: `log` is already in the reader's language. */
export interface OrderLog {
  id: string | number;
  orderId: string;
  log: string;
  /** 1 created, 2 paid, 3 cancelled by the buyer, 4 auto-cancelled, 5 confirmed, 6 shipped, 7 received, 8 refund requested, 9 refunded, 10 refund failed */
  state: number;
  createTime: string;
}

/** `order!countOrderStatus`. */
export interface OrderCounts {
  waitPayCount: number;
  waitDeliverCount: number;
  waitReceiptCount: number;
  waitEvaluateCount: number;
  refundCount: number;
}
