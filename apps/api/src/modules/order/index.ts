export { OrderModule } from './order.module';
export {
  OrderService,
  ORDER_SETTINGS,
  orderPayKey,
  type BuyerOrder,
  type Paging,
  type OrderPage,
  type ProviderPayResult,
  type SubmitInput,
  type SubmittedOrder,
} from './order.service';
export {
  SellerOrderService,
  type SellerBalances,
  type SellerNotice,
  type SellerOrderDetail,
  type SellerOrderItem,
  type SellerOrderLog,
  type SellerOrderRow,
} from './seller-order.service';
export { OrderTimeoutsService } from './order-timeouts.service';
export { OrderMoves } from './order-moves.service';
export { ORDER_AUTO_CANCEL_JOB, ORDER_AUTO_RECEIPT_JOB } from './jobs/order-timeouts.processor';
export { orderSettleKey } from './order-settlement';
export { orderTotal } from './order-total';
export { renderOrderLog } from './order-log-text';
export type { OrderItemRow, OrderListRow, OrderLogRow, OrderRow, StatusCounts, NoticeKind } from './order.repository';
export {
  OrderStatus,
  LogState,
  RETURNABLE_STATUSES,
  buyerButtons,
  canRemind,
  returnWindowOpen,
  validTrackingNo,
  type OrderButton,
} from './domain/order-state';
export { ORDER_ID_PATTERN } from './domain/order-info';
