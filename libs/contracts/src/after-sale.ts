import { z } from 'zod';

/**
 * After-sales on the wire: `order!returnsInfo` (ours) for the buyer, `/v1/seller/returns…` for the
 * store (docs/orders.md "After-sales"). `.action` dates are `YYYY-MM-DD HH:mm:ss` in the business time
 * zone ('' when not yet) and money a JSON number; REST times are ISO-8601 and money exact decimal text.
 * Kept apart from `returns.ts` (the reasons, which the web imports as values): the web imports only
 * the types of this file, so zod stays out of its bundle.
 */

/** requested → refunded | rejected; rejected → escalated (the platform decides) → refunded | dismissed */
export const ReturnCaseState = z.enum(['requested', 'rejected', 'escalated', 'refunded', 'dismissed']);
export type ReturnCaseState = z.infer<typeof ReturnCaseState>;

/** The buyer's view of a return case. */
export const ReturnCaseWire = z.object({
  id: z.string(),
  orderId: z.string(),
  returnReason: z.number().int(),
  returnDetail: z.string(),
  imgs: z.array(z.string()),
  state: ReturnCaseState,
  sellerNote: z.string(),
  operatorNote: z.string(),
  /** 1 refunding, 2 refunded, 3 refused */
  returnStatus: z.number().int(),
  createTime: z.string(),
  decideTime: z.string(),
  /** a refused case may be sent to the platform until `escalateUntil` (and never after receipt) */
  canEscalate: z.boolean(),
  /** '' when it may not be sent */
  escalateUntil: z.string(),
});
export type ReturnCaseWire = z.infer<typeof ReturnCaseWire>;

/** A refund paid on the order. */
export const ReturnRefundWire = z.object({
  id: z.string(),
  /** USDT (exact decimal on the wire) */
  amount: z.number(),
  source: z.string(),
  refundTime: z.string(),
});
export type ReturnRefundWire = z.infer<typeof ReturnRefundWire>;

/** `order!returnsInfo`: the newest case of the order (null when none) and the refunds paid. */
export const ReturnInfoWire = z.object({
  returnCase: ReturnCaseWire.nullable(),
  refunds: z.array(ReturnRefundWire),
  maxImages: z.number().int(),
});
export type ReturnInfoWire = z.infer<typeof ReturnInfoWire>;

/** A case as the seller console (and the operator) reads it: `GET /v1/seller/returns[/:id]`. */
export const SellerReturnCase = z.object({
  id: z.string(),
  orderId: z.string(),
  reason: z.number().int(),
  detail: z.string(),
  images: z.array(z.string()),
  state: ReturnCaseState,
  sellerNote: z.string().nullable(),
  operatorNote: z.string().nullable(),
  orderTotal: z.string(),
  refunded: z.string(),
  refundable: z.string(),
  orderStatus: z.number().int(),
  returnStatus: z.number().int(),
  contacts: z.string(),
  createdAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  escalatedAt: z.string().nullable(),
});
export type SellerReturnCase = z.infer<typeof SellerReturnCase>;

export const SellerReturnPage = z.object({
  items: z.array(SellerReturnCase),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SellerReturnPage = z.infer<typeof SellerReturnPage>;
