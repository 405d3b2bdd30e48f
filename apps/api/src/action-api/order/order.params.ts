import { z } from 'zod';

/** An optional text param with a length cap (semantics are checked by the service, in its order). */
const opt = (max: number) => z.string().max(max, 'COMMON_PARAM_TOO_LONG').optional();
const page = { pageNum: opt(16), pageSize: opt(16) };

/** Client-sent prices or totals (any extra param) are never read: the schema keeps only these. */
export const OrderSubmitParams = z.object({ orderInfo: z.string().max(20_000, 'COMMON_ILLEGAL_REQUEST').optional(), addressId: opt(64) });

/** `orderId` may be a comma list (the old rule: 5–1000 characters, else "order not found"). */
export const OrderPayParams = z.object({ orderId: z.string().max(1000, 'ORDER_NOT_FOUND').optional(), safeword: opt(64) });

export const OrderIdParams = z.object({ orderId: z.string().max(64, 'ORDER_NOT_FOUND').optional() });

/** `returnReason`: the desktop sends 0–4, the mobile site 1–5; both are stored as sent. */
export const OrderCancelParams = OrderIdParams.extend({
  returnReason: z
    .string()
    .trim()
    .regex(/^[0-5]?$/, 'ORDER_CANCEL_REASON_INVALID')
    .optional(),
});

/** `status`: absent or "" → every status after payment (the old clients' rule); `all` (ours) → every order; 1 → 1 and 2; −1..6 exact. */
export const OrderListParams = z.object({
  ...page,
  status: z
    .string()
    .trim()
    .regex(/^(|all|-1|[0-6])$/, 'COMMON_INVALID_PARAM')
    .optional(),
});

export const OrderInfoParams = OrderIdParams.extend({ type: opt(8) });

export const OrderGoodsParams = OrderIdParams.extend(page);
