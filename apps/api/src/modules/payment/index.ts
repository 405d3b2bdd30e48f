export { PaymentModule } from './payment.module';
export {
  PaymentService,
  ORDER_PAYMENTS,
  type OrderPayments,
  type ProviderInfo,
  type TopUpInput,
  type TopUpTab,
  type WebhookOutcome,
} from './payment.service';
export {
  PAYMENT_PROVIDERS,
  ProviderUnavailableError,
  WebhookVerificationError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-provider';
export type { PaymentSessionRow, PaymentSessionStatus } from './payment-session.repository';
