/** Checkout (docs/orders.md "Web surfaces shared between parts"): the pay dialog and the order calls. */
export { PayDialog, type PayDialogProps, type PayMethod } from './components/pay-dialog';
export { useSubmitOrder, submitOrder, orderInfoOf, type SubmittedOrder, type SubmitLine } from './api/submit-order';
export { usePayOrders, payOrders } from './api/pay-order';
export { useCardAvailable, providersQueryOptions } from './api/get-providers';
export { useCardCheckout } from './api/card-checkout';
