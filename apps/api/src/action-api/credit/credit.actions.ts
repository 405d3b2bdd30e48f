import { Inject, Injectable } from '@nestjs/common';
import type {
  CreditBeforePayData,
  CreditBeforeReapplyData,
  CreditBillData,
  CreditConfigData,
  CreditHistoryRow,
  PageBData,
} from '@mall/contracts';
import type { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { LoanService } from '../../modules/loan';
import { Action, type ActionContext, type RateRule } from '../action.decorator';
import type { PageB } from '../wallet/paging-b';
import { toBeforePay, toBeforeReapply, toBill, toConfig, toHistory } from './credit.mapper';
import { CreditApplyParams, CreditHistoryParams, CreditIdParams, CreditPayParams } from './credit.params';

const MINUTE = 60_000;
const applyRate: RateRule[] = [{ by: 'user', limit: 30, windowMs: 10 * MINUTE }];
const payRate: RateRule[] = [{ by: 'user', limit: 30, windowMs: 10 * MINUTE }];

/** Credit / loan calls (contract §4.7). Thin: parse → LoanService → map. Every loan is the caller's own. */
@Injectable()
export class CreditActions {
  constructor(
    private readonly loans: LoanService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The product: amount range, offered terms, daily and overdue rates (exact), the APR they imply. */
  @Action('credit!config', { auth: 'optional' })
  async productConfig(): Promise<CreditConfigData> {
    return toConfig(await this.loans.product());
  }

  /** `"true"` when the caller may apply (no loan under review, active, overdue or rejected). */
  @Action('credit!check', { auth: 'required' })
  async check(ctx: ActionContext): Promise<'true' | 'false'> {
    return (await this.loans.mayApply(ctx.actor!.userId)) ? 'true' : 'false';
  }

  @Action('credit!apply', { auth: 'required', params: CreditApplyParams, rateLimit: applyRate })
  async apply(ctx: ActionContext<z.infer<typeof CreditApplyParams>>): Promise<null> {
    // ctx.origin is PUBLIC_URL when configured, else the request's own: uploads answer URLs on it.
    await this.loans.apply(ctx.actor!.userId, { ...ctx.params, hostnames: [new URL(ctx.origin).hostname] });
    return null;
  }

  @Action('credit!bill', { auth: 'required' })
  async bill(ctx: ActionContext): Promise<CreditBillData> {
    return toBill(await this.loans.active(ctx.actor!.userId), this.config.BUSINESS_TZ);
  }

  /** (sic) the caller's loans, newest first; the rate exactly (the legacy 2-dp truncation showed 0.0005 as 0). */
  @Action('credit!histroy', { auth: 'required', params: CreditHistoryParams })
  async history(ctx: ActionContext<PageB>): Promise<PageBData<CreditHistoryRow>> {
    return toHistory(await this.loans.history(ctx.actor!.userId, ctx.params), this.config.BUSINESS_TZ);
  }

  @Action('credit!beforepay', { auth: 'required', params: CreditIdParams })
  async beforePay(ctx: ActionContext<z.infer<typeof CreditIdParams>>): Promise<CreditBeforePayData> {
    const loan = await this.loans.own(ctx.actor!.userId, ctx.params.creditId);
    return toBeforePay(loan, await this.loans.available(ctx.actor!.userId), this.config.BUSINESS_TZ);
  }

  /** Repay in full from the wallet (fund password; `amount` = the estimatePayment shown). */
  @Action('credit!pay', { auth: 'required', params: CreditPayParams, rateLimit: payRate })
  async pay(ctx: ActionContext<z.infer<typeof CreditPayParams>>): Promise<null> {
    const p = ctx.params;
    await this.loans.pay(ctx.actor!.userId, { creditId: p.creditId, safeword: p.safeword, expected: p.amount });
    return null;
  }

  @Action('credit!beforereapply', { auth: 'required', params: CreditIdParams })
  async beforeReapply(ctx: ActionContext<z.infer<typeof CreditIdParams>>): Promise<CreditBeforeReapplyData> {
    return toBeforeReapply(await this.loans.own(ctx.actor!.userId, ctx.params.creditId));
  }
}
