/** The buyer's orders: queries, mutations and the status/button rules (docs/orders.md "Web surfaces shared between parts"). */
export { useOrders, getOrdersQueryOptions, listOrders } from './api/list-orders';
export { useOrder, getOrderQueryOptions, getOrder } from './api/get-order';
export { useOrderGoods, getOrderGoodsQueryOptions, listOrderGoods } from './api/list-order-goods';
export { useOrderLogs, getOrderLogsQueryOptions, listOrderLogs } from './api/list-order-logs';
export { useOrderCounts, getOrderCountsQueryOptions, countOrders } from './api/count-orders';
export { useCancelOrder } from './api/cancel-order';
export { useConfirmReceipt } from './api/confirm-receipt';
export { useRemindOrder } from './api/remind-order';
export { orderKeys } from '@/lib/order-keys';
export {
  ORDER_TABS,
  ORDERS_PAGE_SIZE,
  CANCEL_REASONS,
  COMING_SOON_ACTIONS,
  LOG_SHIPPED,
  orderActions,
  statusKey,
  tabCount,
  tabOfStatus,
  type CancelReason,
  type OrderAction,
  type OrderTab,
  type OrderTabKey,
} from './rules';
export { orderTotal, sumUsdt, lineAmount } from './money';
export { OrderShortcuts } from './components/order-shortcuts';
export type { OrderCounts, OrderGoodsLine, OrderInfo, OrderLog, OrderRow, OrderStatus, ReturnStatus } from './types';
