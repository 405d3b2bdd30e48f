import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Money } from '@mall/money';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { RechargeService } from '../chain';
import { LedgerAccounts, LedgerService, type SystemAccountCode } from '../ledger';
import { SessionNonceService } from '../wallet';
import { chargeFor, parseTopUpAmount } from './domain/charge-amount';
import { PaymentSessionRepository, type PaymentSessionRow } from './payment-session.repository';
import {
  PAYMENT_PROVIDERS,
  ProviderUnavailableError,
  WebhookVerificationError,
  type CheckoutSession,
  type PaymentProvider,
  type PaymentPurpose,
  type ProviderEvent,
} from './payment-provider';

/** The order side of a provider payment (implemented by OrderService, docs/orders.md). */
export interface OrderPayments {
  payByProvider(orderIds: string[], provider: 'stripe', paymentRef: string, amount: Money): Promise<unknown>;
}
export const ORDER_PAYMENTS = Symbol('ORDER_PAYMENTS');

/** The ledger account mirroring money received through each provider. */
const PROVIDER_ACCOUNTS: Record<string, SystemAccountCode> = { stripe: 'payments:stripe' };

/** Names the records page shows for a provider top-up (`blockchain_name`). */
const CHANNEL_NAMES: Record<string, string> = { stripe: 'Stripe' };

const ORDER_ID = /^SC\d{23}$/;
const MAX_ORDERS = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ProviderInfo {
  id: string;
  methods: string[];
}

/** A deposit tab of `thirdPartyRecharge!getCoinList` (legacy shape). */
export interface TopUpTab {
  productType: string;
  value: string;
  range: { bank_code: string; min_amount: Money; max_amount: Money }[];
}

export interface TopUpInput {
  sessionToken: string | undefined;
  amount: string | undefined;
  /** the tab's `bank_code` (the charged currency), optional */
  currency: string | undefined;
  /** absolute URL on our origin the buyer returns to (PHP_recharge2..5 `pageUrl`), optional */
  returnUrl?: string;
}

export type WebhookOutcome = 'paid' | 'duplicate' | 'refused' | 'unknown' | 'ignored';

/**
 * Payments through hosted-checkout providers: card payment of orders, wallet top-ups, and the
 * provider's signed notifications. Every credit goes through the ledger under a key of the
 * provider's session, and the session row (locked) records what was paid, so a notification
 * delivered any number of times, concurrently or not, credits once.
 */
@Injectable()
export class PaymentService {
  private readonly log = new Logger('Payments');
  private readonly topUpLimits: { min: Money; max: Money };
  private readonly phpRoutes: Map<string, string>;

  constructor(
    private readonly repo: PaymentSessionRepository,
    private readonly ledger: LedgerService,
    private readonly nonces: SessionNonceService,
    private readonly recharges: RechargeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDERS) private readonly providers: PaymentProvider[],
    @Inject(ORDER_PAYMENTS) private readonly orders: OrderPayments,
  ) {
    this.topUpLimits = { min: Money.parse(config.PAYMENT_TOPUP_MIN), max: Money.parse(config.PAYMENT_TOPUP_MAX) };
    if (this.topUpLimits.min.isZero() || this.topUpLimits.min.cmp(this.topUpLimits.max) > 0)
      throw new Error('PAYMENT_TOPUP_MIN must be > 0 and ≤ PAYMENT_TOPUP_MAX');
    this.phpRoutes = new Map((config.PAYMENT_PHP_RECHARGE?.split(',') ?? []).map((p) => p.split('=') as [string, string]));
    for (const [route, id] of this.phpRoutes)
      if (!this.providers.some((p) => p.id === id)) throw new Error(`PAYMENT_PHP_RECHARGE: ${route} names ${id}, which is not configured`);
  }

  /** The configured providers; empty when none (the storefront then offers the balance only). */
  list(): ProviderInfo[] {
    return this.providers.map((p) => ({ id: p.id, methods: [...p.methods] }));
  }

  /** Provider tabs of the wallet's deposit page. */
  topUpTabs(): TopUpTab[] {
    return this.providers.map((p) => ({
      productType: p.id,
      value: CHANNEL_NAMES[p.id] ?? p.id,
      range: [{ bank_code: p.currency.toUpperCase(), min_amount: this.topUpLimits.min, max_amount: this.topUpLimits.max }],
    }));
  }

  /**
   * Pay the caller's unpaid orders on the provider's hosted page. The amount is the server's own
   * Σ T of those orders; all of them must be the caller's and awaiting payment.
   */
  async checkoutOrders(
    actor: { userId: string; username: string },
    orderIds: unknown,
    origin: string,
    providerId?: string,
  ): Promise<CheckoutSession> {
    const provider = this.provider(providerId);
    const ids = Array.isArray(orderIds) ? [...new Set(orderIds)] : [];
    if (ids.length === 0 || ids.length > MAX_ORDERS || !ids.every((id) => typeof id === 'string' && ORDER_ID.test(id)))
      throw new AppError('PAYMENT_ORDERS_NOT_PAYABLE');
    const rows = await this.repo.unpaidOrders(actor.userId, ids as string[]);
    if (rows.length !== ids.length) throw new AppError('PAYMENT_ORDERS_NOT_PAYABLE');
    const total = Money.sum(rows.map((r) => Money.ofMinorString(r.total)));
    if (!total.isPositive()) throw new AppError('PAYMENT_ORDERS_NOT_PAYABLE');
    const list = rows.map((r) => r.id);
    return this.open(provider, {
      purpose: 'order',
      userId: actor.userId,
      orderIds: list,
      amount: total,
      description: list.length === 1 ? `Order ${list[0]}` : `${list.length} orders`,
      successUrl: `${origin}/paySuccess?orderId=${list.join(',')}`,
      cancelUrl: `${origin}/userInfo/my-order`,
      customerEmail: emailOf(actor.username),
    });
  }

  /** A wallet top-up on the provider's hosted page (`thirdPartyRecharge!recharge`): its URL. */
  async topUp(actor: { userId: string; username: string }, input: TopUpInput, origin: string, providerId?: string): Promise<string> {
    await this.nonces.consume(actor.userId, input.sessionToken, 'funds');
    const provider = this.provider(providerId);
    const parsed = parseTopUpAmount(input.amount, this.topUpLimits);
    if (!parsed.ok) throw new AppError(parsed.code);
    const currency = (input.currency ?? '').trim().toLowerCase();
    if (currency && currency !== provider.currency) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    const back = sameOriginUrl(input.returnUrl, origin) ?? `${origin}/userInfo/money-package`;
    const s = await this.open(provider, {
      purpose: 'topup',
      userId: actor.userId,
      orderIds: [],
      amount: parsed.amount,
      description: `Wallet top-up ${parsed.amount.format(2)} USDT`,
      successUrl: back,
      cancelUrl: back,
      customerEmail: emailOf(actor.username),
    });
    return s.url;
  }

  /** The provider a legacy `thirdPartyRecharge!PHP_recharge…` call is routed to, or "not open in your region". */
  phpRoute(route: string): string {
    const id = this.phpRoutes.get(route);
    if (!id) throw new AppError('PAYMENT_REGION_CLOSED');
    return id;
  }

  /**
   * A provider notification: verified on the raw body first (a bad signature moves nothing), then
   * acted on once.
   */
  async webhook(providerId: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookOutcome> {
    const provider = this.providers.find((p) => p.id === providerId);
    if (!provider) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    let event: ProviderEvent;
    try {
      event = provider.parseWebhook(rawBody, headers);
    } catch (e) {
      if (!(e instanceof WebhookVerificationError)) throw e;
      this.log.warn(`${provider.id} webhook refused: ${e.message}`);
      throw new AppError('PAYMENT_WEBHOOK_INVALID');
    }
    if (event.kind === 'ignored') return 'ignored';
    return this.settle(provider, event);
  }

  /** The session behind a reference (tests, support). */
  find(reference: string): Promise<PaymentSessionRow | null> {
    return this.repo.find(reference);
  }

  @Transactional()
  private async settle(provider: PaymentProvider, ev: Extract<ProviderEvent, { kind: 'paid' }>): Promise<WebhookOutcome> {
    let reference = ev.reference && UUID.test(ev.reference) ? ev.reference : null;
    if (!reference) reference = (await this.repo.findBySession(provider.id, ev.sessionId))?.reference ?? null;
    const row = reference ? await this.repo.lock(reference) : null;
    if (!row || row.provider !== provider.id || (row.sessionId && row.sessionId !== ev.sessionId)) {
      this.log.warn(`${provider.id} event ${ev.eventId}: session ${ev.sessionId} is not one of ours; ignored`);
      return 'unknown';
    }
    if (row.status === 'paid' || row.status === 'refused') return 'duplicate';
    if (ev.amountTotal !== BigInt(row.chargedAmount) || ev.currency !== row.currency) {
      const reason = `paid ${ev.amountTotal} ${ev.currency}, expected ${row.chargedAmount} ${row.currency}`;
      this.log.error(`${provider.id} session ${ev.sessionId} (${row.reference}) refused: ${reason}; nothing credited`);
      await this.repo.markRefused(row.reference, ev.sessionId, reason);
      return 'refused';
    }
    const amount = Money.ofMinorString(row.amount);
    if (row.purpose === 'topup') await this.creditTopUp(provider, row, ev.sessionId, amount);
    else {
      await this.orders.payByProvider(row.orderIds, provider.id as 'stripe', ev.sessionId, amount);
    }
    await this.repo.markPaid(row.reference, ev.sessionId, ev.paymentRef);
    return 'paid';
  }

  private async creditTopUp(provider: PaymentProvider, row: PaymentSessionRow, sessionId: string, amount: Money): Promise<void> {
    const account = PROVIDER_ACCOUNTS[provider.id];
    if (!account) throw new Error(`no ledger account for provider ${provider.id}`);
    const t = await this.ledger.post({
      idempotencyKey: `${provider.id}:${sessionId}:topup`,
      kind: 'topup.provider',
      entries: [
        { account: LedgerAccounts.system(account), amount: amount.negate() },
        { account: LedgerAccounts.userAvailable(row.userId), amount },
      ],
      metadata: { provider: provider.id, sessionId, reference: row.reference },
    });
    await this.recharges.recordProviderTopUp({
      userId: row.userId,
      channel: CHANNEL_NAMES[provider.id] ?? provider.id,
      amount,
      paymentReference: row.reference,
      sessionId,
      creditedTransferId: t.id,
    });
  }

  private provider(id?: string): PaymentProvider {
    const p = id ? this.providers.find((x) => x.id === id) : this.providers[0];
    if (!p) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    return p;
  }

  /**
   * Record the session (committed) BEFORE asking the provider, so whatever the provider confirms
   * later is known; then open the hosted page.
   */
  private async open(
    provider: PaymentProvider,
    s: {
      purpose: PaymentPurpose;
      userId: string;
      orderIds: string[];
      amount: Money;
      description: string;
      successUrl: string;
      cancelUrl: string;
      customerEmail?: string;
    },
  ): Promise<CheckoutSession> {
    const reference = randomUUID();
    const chargedAmount = chargeFor(s.amount, provider.rate, provider.currency);
    await this.repo.insert({
      reference,
      provider: provider.id,
      purpose: s.purpose,
      userId: s.userId,
      orderIds: s.orderIds,
      amount: s.amount.minor,
      chargedAmount,
      currency: provider.currency,
    });
    let session: CheckoutSession;
    try {
      session = await provider.createCheckout({ ...s, reference, chargedAmount, currency: provider.currency });
    } catch (e) {
      if (!(e instanceof ProviderUnavailableError)) throw e;
      this.log.warn(e.message);
      throw new AppError('PAYMENT_PROVIDER_FAILED');
    }
    await this.repo.setOpen(reference, session.sessionId);
    return session;
  }
}

function emailOf(username: string): string | undefined {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(username) ? username : undefined;
}

/** `url` when it is an absolute http(s) URL on `origin` (no open redirects through the provider), else null. */
function sameOriginUrl(url: string | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.origin === new URL(origin).origin ? u.toString() : null;
  } catch {
    return null;
  }
}
