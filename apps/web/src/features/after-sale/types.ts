/**
 * After-sales as the API sends it: `order!returnsInfo` (ours) for the buyer, `/v1/seller/returns…`
 * for the store (docs/orders.md "After-sales"). Dates of `.action` answers are `YYYY-MM-DD HH:mm:ss`
 * (Asia/Shanghai); REST dates are ISO; REST money is exact decimal text.
 */

/** requested → refunded | rejected; rejected → escalated (the platform decides) → refunded | dismissed */
export type ReturnCaseState = 'requested' | 'rejected' | 'escalated' | 'refunded' | 'dismissed';

export interface ReturnCase {
  id: string;
  orderId: string;
  returnReason: number;
  returnDetail: string;
  imgs: string[];
  state: ReturnCaseState;
  sellerNote: string;
  operatorNote: string;
  /** 1 refunding, 2 refunded, 3 refused */
  returnStatus: number;
  createTime: string;
  decideTime: string;
  /** a refused case may be sent to the platform until `escalateUntil` (and never after receipt) */
  canEscalate: boolean;
  /** `YYYY-MM-DD HH:mm:ss`, '' when it may not be sent */
  escalateUntil: string;
}

export interface ReturnRefund {
  id: string;
  /** USDT (exact decimal on the wire) */
  amount: number;
  source: string;
  refundTime: string;
}

/** `order!returnsInfo`: the newest case of the order (null when none) and the refunds paid. */
export interface ReturnInfo {
  returnCase: ReturnCase | null;
  refunds: ReturnRefund[];
  maxImages: number;
}

/** A case as the seller console reads it (`GET /v1/seller/returns[/:id]`). */
export interface SellerReturnCase {
  id: string;
  orderId: string;
  reason: number;
  detail: string;
  images: string[];
  state: ReturnCaseState;
  sellerNote: string | null;
  operatorNote: string | null;
  orderTotal: string;
  refunded: string;
  refundable: string;
  orderStatus: number;
  returnStatus: number;
  contacts: string;
  createdAt: string | null;
  decidedAt: string | null;
  escalatedAt: string | null;
}

export interface SellerReturnPage {
  items: SellerReturnCase[];
  total: number;
  page: number;
  pageSize: number;
}
