import { Inject, Injectable } from '@nestjs/common';
import type { ConfirmingDepositData, PageBData, RechargeChannelData, RechargeDetailData, RechargeRowData } from '@mall/contracts';
import type { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { RechargeService } from '../../modules/chain';
import { Action, type ActionContext, type RateRule } from '../action.decorator';
import { moneyToWireNumber } from '../wire-money';
import type { PageB } from './paging-b';
import { toChannel, toConfirming, toRechargeDetail, toRechargePage, type RenderContext } from './recharge.mapper';
import { RechargeClaimParams, RechargeFeeParams, RechargeGetParams, RechargeListParams } from './recharge.params';

const MINUTE = 60_000;
const openRate: RateRule[] = [{ by: 'user', limit: 30, windowMs: MINUTE }];
const claimRate: RateRule[] = [{ by: 'user', limit: 20, windowMs: 10 * MINUTE }];

/** Deposit calls (contract §4.6). Thin: parse → RechargeService → map. Every record is the caller's own. */
@Injectable()
export class RechargeActions {
  constructor(
    private readonly recharge: RechargeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A single-use anti-replay `session_token` for the next money action (10 minutes). */
  @Action('rechargeBlockchain!recharge_open', { auth: 'required', rateLimit: openRate })
  async open(ctx: ActionContext): Promise<{ session_token: string }> {
    return { session_token: await this.recharge.open(ctx.actor!.userId) };
  }

  /** The networks in service, each with the caller's own deposit address. */
  @Action('channelBlockchain!list', { auth: 'required' })
  async channels(ctx: ActionContext): Promise<RechargeChannelData[]> {
    return (await this.recharge.channels(ctx.actor!.userId)).map(toChannel);
  }

  @Action('rechargeBlockchain!fee', { auth: 'required', params: RechargeFeeParams })
  async fee(ctx: ActionContext<z.infer<typeof RechargeFeeParams>>): Promise<{ price: number }> {
    return { price: moneyToWireNumber(this.recharge.price(ctx.params.symbol)) };
  }

  /** A manual deposit claim with a proof of payment, reviewed by an operator. */
  @Action('rechargeBlockchain!recharge', { auth: 'required', params: RechargeClaimParams, rateLimit: claimRate })
  async claim(ctx: ActionContext<z.infer<typeof RechargeClaimParams>>): Promise<{ order_no: string }> {
    const p = ctx.params;
    // ctx.origin is PUBLIC_URL when configured, else the request's own: uploads answer URLs on it.
    const hostnames = [new URL(ctx.origin).hostname];
    const r = await this.recharge.claim(ctx.actor!.userId, {
      sessionToken: p.session_token,
      amount: p.amount,
      coin: p.coin,
      blockchainName: p.blockchain_name,
      channelAddress: p.channel_address,
      img: p.img,
      from: p.from,
      tx: p.tx,
      hostnames,
    });
    return { order_no: r.orderNo };
  }

  @Action('rechargeBlockchain!list', { auth: 'required', params: RechargeListParams })
  async list(ctx: ActionContext<PageB>): Promise<PageBData<RechargeRowData>> {
    return toRechargePage(await this.recharge.list(ctx.actor!.userId, ctx.params), this.view(ctx));
  }

  /**
   * Not in the legacy contract: the caller's on-chain deposits still gathering confirmations (they
   * become `rechargeBlockchain!list` records once credited). Clients poll it while one is open.
   */
  @Action('rechargeBlockchain!confirming', { auth: 'required' })
  async confirming(ctx: ActionContext): Promise<ConfirmingDepositData[]> {
    return (await this.recharge.confirming(ctx.actor!.userId)).map((d) => toConfirming(d, this.config.BUSINESS_TZ));
  }

  @Action('rechargeBlockchain!get', { auth: 'required', params: RechargeGetParams })
  async get(ctx: ActionContext<z.infer<typeof RechargeGetParams>>): Promise<RechargeDetailData> {
    return toRechargeDetail(await this.recharge.get(ctx.actor!.userId, ctx.params.order_no), this.view(ctx));
  }

  /** How records are rendered for this request: language, business time zone, origin of image URLs. */
  private view(ctx: ActionContext<unknown>): RenderContext {
    return { lang: ctx.lang, tz: this.config.BUSINESS_TZ, origin: ctx.origin };
  }
}
