import type { OrderButton, OrderCounts, OrderStatus } from './types';

/**
 * The status and button rules of the order pages (legacy-api §5, spec §2 and §9): one place for the
 * desktop and the mobile pages.
 */

/** List tabs, kept in the address as `?status=` ("" = all). `toShip` (1) also lists confirmed orders (2). */
export const ORDER_TABS = [
  { key: 'all', status: '' },
  { key: 'toPay', status: '0' },
  { key: 'toShip', status: '1' },
  { key: 'confirmed', status: '2' },
  { key: 'toReceive', status: '3' },
  { key: 'toReview', status: '4' },
  { key: 'reviewed', status: '5' },
  { key: 'cancelled', status: '-1' },
  { key: 'afterSales', status: '6' },
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export type OrderTabKey = OrderTab['key'];

/** The tab of a `?status=` value (unknown values: all). */
export function tabOfStatus(status: string | null): OrderTab {
  return ORDER_TABS.find((t) => t.status === (status ?? '').trim()) ?? ORDER_TABS[0];
}

/** The count badge of a tab (`order!countOrderStatus`), when it has one. */
export function tabCount(key: OrderTabKey, counts: OrderCounts | undefined): number {
  if (!counts) return 0;
  switch (key) {
    case 'toPay':
      return Number(counts.waitPayCount) || 0;
    case 'toShip':
      return Number(counts.waitDeliverCount) || 0;
    case 'toReceive':
      return Number(counts.waitReceiptCount) || 0;
    case 'toReview':
      return Number(counts.waitEvaluateCount) || 0;
    case 'afterSales':
      return Number(counts.refundCount) || 0;
    default:
      return 0;
  }
}

/** Translation key (namespace `order`, `status.*`) of a status; 1 and 2 read differently (to ship / confirmed). */
export function statusKey(status: OrderStatus | number): string {
  switch (Number(status)) {
    case -1:
      return 'cancelled';
    case 0:
      return 'toPay';
    case 1:
      return 'toShip';
    case 2:
      return 'confirmed';
    case 3:
      return 'toReceive';
    case 4:
      return 'toReview';
    case 5:
      return 'reviewed';
    case 6:
      return 'afterSales';
    default:
      return 'unknown';
  }
}

export type OrderAction = OrderButton;

/** The buttons of an order per status (legacy-api §5), for answers without the server's `buttons`. */
export function orderActions(status: OrderStatus | number): OrderAction[] {
  switch (Number(status)) {
    case 0:
      return ['pay', 'cancel'];
    case 1:
    case 2:
      return ['remind', 'refund'];
    case 3:
      return ['receipt', 'logistics', 'refund'];
    case 4:
      return ['review', 'logistics'];
    case 5:
    case 6:
      return ['logistics'];
    default:
      return [];
  }
}

/** Actions a later slice builds: shown disabled, "coming soon" (refund/return and reviews are built: issue 11). */
export const COMING_SOON_ACTIONS: readonly OrderAction[] = [];

/** Cancel reasons (spec §9), sent as `returnReason`: 0 not wanted, 1 wrong product, 2 duplicate, 3 cannot receive, 4 other. */
export const CANCEL_REASONS = [0, 1, 2, 3, 4] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Orders per list page (as the old client). */
export const ORDERS_PAGE_SIZE = 5;

/** Order log state 6 = shipped: from then on the carrier and tracking number are shown. */
export const LOG_SHIPPED = 6;
