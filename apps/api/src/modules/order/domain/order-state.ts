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
} as const;
export type LogStateCode = (typeof LogState)[keyof typeof LogState];

export type OrderActor = 'buyer' | 'seller' | 'system' | 'operator';

export type OrderMove = 'pay' | 'cancel' | 'autoCancel' | 'confirm' | 'ship' | 'receipt' | 'autoReceipt';

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

export type OrderButton = 'pay' | 'cancel' | 'remind' | 'refund' | 'receipt' | 'logistics' | 'review';

/** The buyer's buttons per status (contract §5); refund is offered only while no refund runs. */
export function buyerButtons(status: number, returnStatus: number, remindedAt: Date | null): OrderButton[] {
  const refund: OrderButton[] = returnStatus === 0 ? ['refund'] : [];
  switch (status) {
    case OrderStatus.Unpaid:
      return ['pay', 'cancel'];
    case OrderStatus.Paid:
    case OrderStatus.Confirmed:
      return [...(canRemind(status, remindedAt) ? (['remind'] as OrderButton[]) : []), ...refund];
    case OrderStatus.Shipped:
      return ['receipt', 'logistics', ...refund];
    case OrderStatus.Received:
      return ['review', 'logistics'];
    case OrderStatus.Reviewed:
    case OrderStatus.Refund:
      return ['logistics'];
    default:
      return [];
  }
}

/** Statuses of a buyer's list tab (`listMain`'s `status`): absent → every status > 0; 1 → 1 and 2. */
export function statusesOfTab(tab: number | null): number[] {
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
