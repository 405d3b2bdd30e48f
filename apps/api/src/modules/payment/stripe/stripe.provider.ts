import Stripe from 'stripe';
import type { AppConfig } from '../../../config/env.schema';
import { parseRate } from '../domain/charge-amount';
import {
  ProviderUnavailableError,
  WebhookVerificationError,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderEvent,
} from '../payment-provider';

/** Events that mean "this Checkout Session is paid" (async methods complete unpaid, then succeed). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

type StripeConfigPart = Pick<
  AppConfig,
  'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_CURRENCY' | 'STRIPE_USDT_RATE' | 'STRIPE_PAYMENT_METHODS' | 'STRIPE_API_BASE'
>;

/**
 * Stripe Checkout: the buyer pays on Stripe's hosted page; we learn it from the signed
 * `checkout.session.completed` webhook. The secret key and the webhook secret stay in this object
 * (never logged, never in errors).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly id = 'stripe';
  readonly methods: readonly string[];
  readonly currency: string;
  readonly rate: { num: bigint; den: bigint };
  private readonly client: Stripe;
  private readonly webhookSecret: string;

  constructor(config: StripeConfigPart) {
    if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) throw new Error('Stripe is not configured');
    this.methods = config.STRIPE_PAYMENT_METHODS.split(',');
    this.currency = config.STRIPE_CURRENCY;
    this.rate = parseRate(config.STRIPE_USDT_RATE);
    this.webhookSecret = config.STRIPE_WEBHOOK_SECRET;
    const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
    this.client = new Stripe(config.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base && {
        protocol: base.protocol === 'http:' ? 'http' : 'https',
        host: base.hostname,
        port: base.port || (base.protocol === 'http:' ? 80 : 443),
      }),
    });
  }

  async createCheckout(req: CheckoutRequest): Promise<CheckoutSession> {
    if (req.chargedAmount <= 0n || req.chargedAmount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('charge out of range');
    let session: Stripe.Checkout.Session;
    try {
      session = await this.client.checkout.sessions.create(
        {
          mode: 'payment',
          // A filter on what the account's dashboard enables (this API version's replacement of payment_method_types).
          allowed_payment_method_types: [...this.methods] as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType[],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: req.currency,
                unit_amount: Number(req.chargedAmount),
                product_data: { name: req.description },
              },
            },
          ],
          client_reference_id: req.reference,
          metadata: { reference: req.reference, purpose: req.purpose },
          payment_intent_data: { metadata: { reference: req.reference, purpose: req.purpose } },
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
          ...(req.customerEmail && { customer_email: req.customerEmail }),
        },
        // One session per reference, even when the client retries after a network error.
        { idempotencyKey: `checkout:${req.reference}` },
      );
    } catch (e) {
      const detail = e instanceof Stripe.errors.StripeError ? `${e.type} ${e.code ?? ''} (HTTP ${e.statusCode ?? '-'})` : 'network error';
      throw new ProviderUnavailableError(this.id, detail);
    }
    if (!session.url) throw new ProviderUnavailableError(this.id, 'session without a hosted page url');
    return { url: session.url, sessionId: session.id };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent {
    const sig = headers['stripe-signature'];
    if (typeof sig !== 'string' || !sig) throw new WebhookVerificationError('no Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.client.webhooks.constructEvent(rawBody, sig, this.webhookSecret);
    } catch {
      throw new WebhookVerificationError('signature does not verify');
    }
    if (!PAID_EVENTS.has(event.type)) return { kind: 'ignored', eventId: event.id, type: event.type };
    const s = event.data.object as Stripe.Checkout.Session;
    if (s.object !== 'checkout.session' || s.payment_status !== 'paid')
      return { kind: 'ignored', eventId: event.id, type: `${event.type}:${s.payment_status}` };
    if (typeof s.amount_total !== 'number' || !Number.isSafeInteger(s.amount_total) || s.amount_total < 0)
      throw new WebhookVerificationError('checkout session without a valid amount_total');
    const intent = typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null);
    return {
      kind: 'paid',
      eventId: event.id,
      sessionId: s.id,
      reference: s.client_reference_id ?? null,
      amountTotal: BigInt(s.amount_total),
      currency: (s.currency ?? '').toLowerCase(),
      paymentRef: intent ?? s.id,
    };
  }
}
