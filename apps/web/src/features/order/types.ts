/**
 * Orders as the `.action` API sends them (`@mall/contracts` order; legacy-api §4.5, docs/orders.md).
 * Money is a JSON number in USDT (exact decimal text on the wire; sum it with `money.ts`, never with
 * float arithmetic). Dates are `YYYY-MM-DD HH:mm:ss` in the business time zone (`lib/dates.ts`), ''
 * when not yet.
 */
export type {
  OrderStatus,
  ReturnStatus,
  OrderButton,
  OrderListItem as OrderRow,
  OrderInfoWire as OrderInfo,
  OrderGoodsLine,
  OrderLogWire as OrderLog,
  OrderCounts,
} from '@mall/contracts';
