import { Inject, Injectable } from '@nestjs/common';
import type { PageBData, WithdrawDetailData, WithdrawOpenData, WithdrawRowData } from '@mall/contracts';
import type { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { WithdrawService } from '../../modules/withdraw';
import { Action, ActionReply, type ActionContext, type RateRule } from '../action.decorator';
import type { PageB } from './paging-b';
import type { RenderContext } from './recharge.mapper';
import { feeToWire, toWithdrawDetail, toWithdrawOpen, toWithdrawPage } from './withdraw.mapper';
import {
  BindWithdrawAddressParams,
  WithdrawApplyParams,
  WithdrawFeeParams,
  WithdrawGetParams,
  WithdrawListParams,
} from './withdraw.params';

const MINUTE = 60_000;
const openRate: RateRule[] = [{ by: 'user', limit: 30, windowMs: MINUTE }];
const applyRate: RateRule[] = [{ by: 'user', limit: 20, windowMs: 10 * MINUTE }];
const bindRate: RateRule[] = [{ by: 'user', limit: 30, windowMs: 60 * MINUTE }];

/** Withdrawal calls (contract §4.6). Thin: parse → WithdrawService → map. Every record is the caller's own. */
@Injectable()
export class WithdrawActions {
  constructor(
    private readonly withdrawals: WithdrawService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A fresh `session_token`, the bound address (and when it becomes usable), the networks open for withdrawals. */
  @Action('withdraw!withdraw_open', { auth: 'required', rateLimit: openRate })
  async open(ctx: ActionContext): Promise<WithdrawOpenData> {
    return toWithdrawOpen(await this.withdrawals.open(ctx.actor!.userId), this.view(ctx), new Date());
  }

  /** The fee fraction of a coin (`channel`): arrival = amount × (1 − fee). */
  @Action('withdraw!fee', { auth: 'required', params: WithdrawFeeParams })
  async fee(ctx: ActionContext<z.infer<typeof WithdrawFeeParams>>): Promise<{ withdraw_fee: number }> {
    return { withdraw_fee: feeToWire(await this.withdrawals.feeRate(ctx.actor!.userId, ctx.params.channel)) };
  }

  /** Bind the one withdrawal address (success message `绑定提现地址成功` and friends). */
  @Action('user!bindWithdrawAddress', { auth: 'required', params: BindWithdrawAddressParams, rateLimit: bindRate })
  async bind(ctx: ActionContext<z.infer<typeof BindWithdrawAddressParams>>): Promise<ActionReply<null>> {
    await this.withdrawals.bind(ctx.actor!.userId, {
      blockchainName: ctx.params.blockchain_name,
      coin: ctx.params.coin,
      address: ctx.params.channel_address,
      safeword: ctx.params.safeword,
      origin: ctx.linkOrigin,
      lang: ctx.lang,
    });
    return new ActionReply(null, 'WITHDRAW_BIND_SUCCESS');
  }

  /** Apply for a withdrawal to the bound address; the amount is frozen until the payout settles. */
  @Action('withdraw!apply', { auth: 'required', params: WithdrawApplyParams, rateLimit: applyRate })
  async apply(ctx: ActionContext<z.infer<typeof WithdrawApplyParams>>): Promise<{ order_no: string }> {
    const p = ctx.params;
    const r = await this.withdrawals.apply(ctx.actor!.userId, {
      sessionToken: p.session_token,
      amount: p.amount,
      to: p.from,
      channel: p.channel,
      safeword: p.safeword,
    });
    return { order_no: r.orderNo };
  }

  @Action('withdraw!list', { auth: 'required', params: WithdrawListParams })
  async list(ctx: ActionContext<PageB>): Promise<PageBData<WithdrawRowData>> {
    return toWithdrawPage(await this.withdrawals.list(ctx.actor!.userId, ctx.params), this.view(ctx));
  }

  @Action('withdraw!get', { auth: 'required', params: WithdrawGetParams })
  async get(ctx: ActionContext<z.infer<typeof WithdrawGetParams>>): Promise<WithdrawDetailData> {
    return toWithdrawDetail(await this.withdrawals.get(ctx.actor!.userId, ctx.params.order_no), this.view(ctx));
  }

  private view(ctx: ActionContext<unknown>): RenderContext {
    return { lang: ctx.lang, tz: this.config.BUSINESS_TZ, origin: ctx.origin };
  }
}
