import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { PaymentService } from '../../modules/payment';
import { Action, type ActionContext, type RateRule } from '../action.decorator';
import { moneyToWireNumber } from '../wire-money';

const MINUTE = 60_000;
const payRate: RateRule[] = [{ by: 'user', limit: 20, windowMs: 10 * MINUTE }];

const opt = (max: number) => z.string().max(max, 'COMMON_PARAM_TOO_LONG').optional();
const TopUpParams = z.object({ session_token: opt(128), amount: opt(64), frenchCurrency: opt(16) });
const PhpParams = z.object({ session_token: opt(128), amount: opt(64), pageUrl: opt(2048) });
type TopUp = z.infer<typeof TopUpParams>;
type Php = z.infer<typeof PhpParams>;

export interface TopUpTabData {
  productType: string;
  value: string;
  range: { bank_code: string; min_amount: number; max_amount: number }[];
}

/**
 * Wallet top-ups through a payment provider (contract §4.6, `thirdPartyRecharge!*`). Thin: params →
 * PaymentService → the hosted page URL the client opens. The wallet is credited by the provider's
 * webhook, once.
 */
@Injectable()
export class ThirdPartyRechargeActions {
  constructor(private readonly payments: PaymentService) {}

  /** The configured providers as extra deposit tabs (empty when none). */
  @Action('thirdPartyRecharge!getCoinList', { auth: 'required' })
  coinList(): TopUpTabData[] {
    return this.payments.topUpTabs().map((t) => ({
      productType: t.productType,
      value: t.value,
      range: t.range.map((r) => ({
        bank_code: r.bank_code,
        min_amount: moneyToWireNumber(r.min_amount),
        max_amount: moneyToWireNumber(r.max_amount),
      })),
    }));
  }

  /** `data` = the provider's hosted payment page. `frenchCurrency` is the tab's `bank_code`. */
  @Action('thirdPartyRecharge!recharge', { auth: 'required', params: TopUpParams, rateLimit: payRate })
  recharge(ctx: ActionContext<TopUp>): Promise<string> {
    const p = ctx.params;
    return this.payments.topUp(ctx.actor!, { sessionToken: p.session_token, amount: p.amount, currency: p.frenchCurrency }, ctx.origin);
  }

  @Action('thirdPartyRecharge!PHP_recharge', { auth: 'required', params: PhpParams, rateLimit: payRate })
  php(ctx: ActionContext<Php>): Promise<string> {
    return this.routed('PHP_recharge', ctx);
  }

  @Action('thirdPartyRecharge!PHP_recharge2', { auth: 'required', params: PhpParams, rateLimit: payRate })
  php2(ctx: ActionContext<Php>): Promise<string> {
    return this.routed('PHP_recharge2', ctx);
  }

  @Action('thirdPartyRecharge!PHP_recharge3', { auth: 'required', params: PhpParams, rateLimit: payRate })
  php3(ctx: ActionContext<Php>): Promise<string> {
    return this.routed('PHP_recharge3', ctx);
  }

  @Action('thirdPartyRecharge!PHP_recharge4', { auth: 'required', params: PhpParams, rateLimit: payRate })
  php4(ctx: ActionContext<Php>): Promise<string> {
    return this.routed('PHP_recharge4', ctx);
  }

  @Action('thirdPartyRecharge!PHP_recharge5', { auth: 'required', params: PhpParams, rateLimit: payRate })
  php5(ctx: ActionContext<Php>): Promise<string> {
    return this.routed('PHP_recharge5', ctx);
  }

  /** The old regional gateways: "not open in your region" unless the operator routed the call to a provider. */
  private async routed(route: string, ctx: ActionContext<Php>): Promise<string> {
    const provider = this.payments.phpRoute(route);
    const p = ctx.params;
    return this.payments.topUp(
      ctx.actor!,
      { sessionToken: p.session_token, amount: p.amount, currency: undefined, returnUrl: p.pageUrl },
      ctx.origin,
      provider,
    );
  }
}
