/** Order status (contract §5). 2 = merchant confirmed, preparing (never a purchase from the platform). */
export const OrderStatus = {
  Cancelled: -1,
  Unpaid: 0,
  Paid: 1,
  Confirmed: 2,
  Shipped: 3,
  Received: 4,
  Reviewed: 5,
  Refund: 6,
} as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Order log states (contract §5). The text is rendered at read time from `ORDER_LOG_<state>`. */
export const LogState = {
  Created: 1,
  Paid: 2,
  CancelledByBuyer: 3,
  AutoCancelled: 4,
  MerchantConfirmed: 5,
  Shipped: 6,
  Received: 7,
  RefundRequested: 8,
  Refunded: 9,
  RefundFailed: 10,
  Reviewed: 11,
  DefaultReview: 12,
} as const;
export type LogStateCode = (typeof LogState)[keyof typeof LogState];

export type OrderActor = 'buyer' | 'seller' | 'system' | 'operator';

export type OrderMove = 'pay' | 'cancel' | 'autoCancel' | 'confirm' | 'ship' | 'receipt' | 'autoReceipt' | 'review' | 'defaultReview';

interface MoveRule {
  from: readonly number[];
  to: OrderStatusCode;
  log: LogStateCode;
  actor: OrderActor;
}

/** Every move of the order core, with the status it leaves from, where it goes and what it logs. */
export const TRANSITIONS: Readonly<Record<OrderMove, MoveRule>> = {
  pay: { from: [OrderStatus.Unpaid], to: OrderStatus.Paid, log: LogState.Paid, actor: 'buyer' },
  cancel: { from: [OrderStatus.Unpaid], to: OrderStatus.Cancelled, log: LogState.CancelledByBuyer, actor: 'buyer' },
  autoCancel: { from: [OrderStatus.Unpaid], to: OrderStatus.Cancelled, log: LogState.AutoCancelled, actor: 'system' },
  confirm: { from: [OrderStatus.Paid], to: OrderStatus.Confirmed, log: LogState.MerchantConfirmed, actor: 'seller' },
  ship: { from: [OrderStatus.Paid, OrderStatus.Confirmed], to: OrderStatus.Shipped, log: LogState.Shipped, actor: 'seller' },
  receipt: { from: [OrderStatus.Shipped], to: OrderStatus.Received, log: LogState.Received, actor: 'buyer' },
  autoReceipt: { from: [OrderStatus.Shipped], to: OrderStatus.Received, log: LogState.Received, actor: 'system' },
  // The evaluation module asks for these (OrderMoves.review): the buyer's review, or the default good review.
  review: { from: [OrderStatus.Received], to: OrderStatus.Reviewed, log: LogState.Reviewed, actor: 'buyer' },
  defaultReview: { from: [OrderStatus.Received], to: OrderStatus.Reviewed, log: LogState.DefaultReview, actor: 'system' },
};

/** The rule of `move` from `status`, or null when the status does not allow it. */
export function transition(move: OrderMove, status: number): MoveRule | null {
  const rule = TRANSITIONS[move];
  return rule.from.includes(status) ? rule : null;
}

/** A reminder may be sent once, while the order waits for shipment. */
export function canRemind(status: number, remindedAt: Date | null): boolean {
  return (status === OrderStatus.Paid || status === OrderStatus.Confirmed) && remindedAt === null;
}

/** Statuses from which a buyer may ask for a refund: paid, confirmed; shipped and received within the return window. */
export const RETURNABLE_STATUSES: readonly number[] = [OrderStatus.Paid, OrderStatus.Confirmed, OrderStatus.Shipped, OrderStatus.Received];

/** Whether the return window of an order is open at `now`: until it ships, then `windowHours` (`mall_returnTimeOut`) after. */
export function returnWindowOpen(o: { shippedAt: Date | null }, now: Date, windowHours: number): boolean {
  return !o.shippedAt || now.getTime() <= new Date(o.shippedAt).getTime() + windowHours * 3_600_000;
}

export type OrderButton = 'pay' | 'cancel' | 'remind' | 'refund' | 'receipt' | 'logistics' | 'review';

/**
 * The buyer's buttons per status (contract §5). Remind while the order waits for shipment (`reminded`
 * says whether it was used); refund while no refund runs and `returnOpen` (a returnable status within
 * the return window, received orders included); logistics only once the order was shipped.
 */
export function buyerButtons(o: { status: number; returnStatus: number; shippedAt: Date | null }, returnOpen: boolean): OrderButton[] {
  const refund: OrderButton[] = o.returnStatus === 0 && returnOpen ? ['refund'] : [];
  const logistics: OrderButton[] = o.shippedAt ? ['logistics'] : [];
  switch (o.status) {
    case OrderStatus.Unpaid:
      return ['pay', 'cancel'];
    case OrderStatus.Paid:
    case OrderStatus.Confirmed:
      return ['remind', ...refund];
    case OrderStatus.Shipped:
      return ['receipt', ...logistics, ...refund];
    case OrderStatus.Received:
      return ['review', ...logistics, ...refund];
    case OrderStatus.Reviewed:
    case OrderStatus.Refund:
      return logistics;
    default:
      return [];
  }
}

/** A buyer's list tab: a status, `null` (the old clients' "all": every status > 0) or `'all'` (ours: every order). */
export type OrderTab = number | null | 'all';

/** Statuses of a buyer's list tab (`listMain`'s `status`): absent → every status > 0; `all` → all; 1 → 1 and 2. */
export function statusesOfTab(tab: OrderTab): number[] {
  if (tab === 'all') return [-1, 0, 1, 2, 3, 4, 5, 6];
  if (tab === null) return [1, 2, 3, 4, 5, 6];
  if (tab === OrderStatus.Paid) return [OrderStatus.Paid, OrderStatus.Confirmed];
  return [tab];
}

/** A carrier name: 1–64 printable characters. */
export function validCarrier(s: string): boolean {
  return s.length >= 1 && s.length <= 64 && !/[\u0000-\u001f\u007f<>]/.test(s);
}

/** A tracking number: 3–64 letters, digits or hyphens (the seller console checks the same before sending). */
export function validTrackingNo(s: string): boolean {
  return /^[A-Za-z0-9-]{3,64}$/.test(s);
}
