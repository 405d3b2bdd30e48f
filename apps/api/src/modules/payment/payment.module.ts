import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { ChainModule } from '../chain';
import { LedgerModule } from '../ledger';
import { OrderModule, OrderService } from '../order';
import { UserModule } from '../user';
import { WalletModule } from '../wallet';
import { PaymentWebhookRoute } from './http/payment-webhook.route';
import { PaymentsController } from './http/payments.controller';
import { PaymentSessionRepository } from './payment-session.repository';
import { PAYMENT_PROVIDERS, type PaymentProvider } from './payment-provider';
import { ORDER_PAYMENTS, PaymentService } from './payment.service';
import { StripePaymentProvider } from './stripe/stripe.provider';

/** The configured providers: Stripe when its keys are set; none otherwise. */
function configuredProviders(config: AppConfig): PaymentProvider[] {
  return config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET ? [new StripePaymentProvider(config)] : [];
}

/** Card payments and wallet top-ups through hosted-checkout providers (Stripe), and their webhook. */
@Module({
  imports: [LedgerModule, WalletModule, UserModule, OrderModule, ChainModule],
  controllers: [PaymentsController],
  providers: [
    { provide: PAYMENT_PROVIDERS, useFactory: configuredProviders, inject: [APP_CONFIG] },
    { provide: ORDER_PAYMENTS, useExisting: OrderService },
    PaymentSessionRepository,
    PaymentService,
    PaymentWebhookRoute,
  ],
  exports: [PaymentService],
})
export class PaymentModule {}
