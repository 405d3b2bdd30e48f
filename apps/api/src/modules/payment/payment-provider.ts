import type { Money } from '@mall/money';

export type PaymentPurpose = 'order' | 'topup';

export interface CheckoutRequest {
  purpose: PaymentPurpose;
  /** what we credit when paid (micro-USDT) */
  amount: Money;
  /** what the provider charges, in minor units of `currency` (see domain/charge-amount.ts) */
  chargedAmount: bigint;
  currency: string;
  /** our payment_sessions reference: travels with the session and comes back in its events */
  reference: string;
  /** one line the buyer sees on the hosted page */
  description: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
}

export interface CheckoutSession {
  /** the provider's hosted page: the buyer types card details there, never on our pages */
  url: string;
  sessionId: string;
}

/** A verified provider notification, in the provider-neutral shape the service acts on. */
export type ProviderEvent =
  | {
      kind: 'paid';
      eventId: string;
      sessionId: string;
      /** our reference (client_reference_id), when the provider echoed it */
      reference: string | null;
      /** charged, in minor units of `currency` */
      amountTotal: bigint;
      currency: string;
      /** the provider's payment id (e.g. a Stripe PaymentIntent) or the session id */
      paymentRef: string;
    }
  | { kind: 'ignored'; eventId: string; type: string };

/** Thrown by `parseWebhook` when the payload is not authentic (bad or missing signature, stale, garbage). */
export class WebhookVerificationError extends Error {
  constructor(reason: string) {
    super(`webhook refused: ${reason}`);
    this.name = 'WebhookVerificationError';
  }
}

/** Thrown by `createCheckout` when the provider cannot be reached or refuses. */
export class ProviderUnavailableError extends Error {
  constructor(provider: string, reason: string) {
    super(`payment provider ${provider}: ${reason}`);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * A hosted-checkout payment provider. Adapters (Stripe) turn our request into the provider's
 * session and its signed notifications into {@link ProviderEvent}s; money decisions stay in
 * PaymentService.
 */
export interface PaymentProvider {
  /** stable id used in URLs, ledger keys and records: `stripe` */
  readonly id: string;
  /** payment methods offered on the hosted page (`card`, `paypal`, …) */
  readonly methods: readonly string[];
  /** the currency charged (lowercase ISO code) */
  readonly currency: string;
  /** units of `currency` per USDT, as an exact fraction */
  readonly rate: { num: bigint; den: bigint };
  createCheckout(req: CheckoutRequest): Promise<CheckoutSession>;
  /** Verify the signature over the RAW body first; anything unverifiable throws WebhookVerificationError. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
}

/** The configured providers (none when the operator configured none). */
export const PAYMENT_PROVIDERS = Symbol('PAYMENT_PROVIDERS');
