import { Inject, Injectable } from '@nestjs/common';
import type { ReturnInfoWire } from '@mall/contracts';
import { Money } from '@mall/money';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { formatActionDate } from '../../core/http/action-date';
import { RETURN_IMAGES_MAX, ReturnService } from '../../modules/after-sale';
import { Action, ActionReply, type ActionContext, type RateRule } from '../action.decorator';
import { moneyToWireNumber } from '../wire-money';

const MINUTE = 60_000;
const returnRate: RateRule[] = [{ by: 'user', limit: 20, windowMs: MINUTE }];
const opt = (max: number) => z.string().max(max, 'COMMON_PARAM_TOO_LONG').optional();

/** `money` is sent by old clients and never read (the refund is what remains of the order). Photos: imgUrl1..imgUrl9. */
const ReturnsParams = z.object({
  orderId: z.string().max(64, 'ORDER_NOT_FOUND').optional(),
  returnReason: opt(8),
  returnDetail: z.string().max(4000, 'COMMON_PARAM_TOO_LONG').optional(),
  ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`imgUrl${i + 1}`, opt(1000)])),
});
const OrderIdParams = z.object({ orderId: z.string().max(64, 'ORDER_NOT_FOUND').optional() });

/** The photos given as imgUrl1..imgUrlN (N up to 12 read, so 10 photos are refused rather than cut). */
export function imageParams(p: Record<string, unknown>, max = 12): string[] {
  const out: string[] = [];
  for (let i = 1; i <= max; i += 1) {
    const v = p[`imgUrl${i}`];
    if (typeof v === 'string' && v.trim()) out.push(v.trim());
  }
  return out;
}

/** Refund/return requests (contract `order!returns`, plus our `order!returnsInfo` and `order!returnsEscalate`). Thin: parse → ReturnService. */
@Injectable()
export class OrderReturnsActions {
  constructor(
    private readonly returns: ReturnService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Action('order!returns', { auth: 'required', params: ReturnsParams, rateLimit: returnRate })
  async request(ctx: ActionContext<z.infer<typeof ReturnsParams>>): Promise<ActionReply<{ caseId: string }>> {
    const images = imageParams(ctx.params);
    const r = await this.returns.request(ctx.actor!.userId, {
      orderId: ctx.params.orderId,
      returnReason: ctx.params.returnReason,
      returnDetail: ctx.params.returnDetail,
      images,
      hostnames: [new URL(ctx.origin).hostname],
    });
    return new ActionReply({ caseId: r.caseId }, 'AFTERSALE_RETURN_SUBMITTED');
  }

  /** Ours: the newest return case of one of the caller's orders (null when none) and the refunds paid. */
  @Action('order!returnsInfo', { auth: 'required', params: OrderIdParams })
  async info(ctx: ActionContext<z.infer<typeof OrderIdParams>>): Promise<ReturnInfoWire> {
    const r = await this.returns.buyerCase(ctx.actor!.userId, ctx.params.orderId);
    const tz = this.config.BUSINESS_TZ;
    const c = r.case;
    return {
      returnCase: c && {
        id: c.id,
        orderId: c.orderId,
        returnReason: c.reason,
        returnDetail: c.detail,
        imgs: c.images,
        state: c.state,
        sellerNote: c.sellerNote ?? '',
        operatorNote: c.operatorNote ?? '',
        returnStatus: c.returnStatus,
        createTime: formatActionDate(c.createdAt, tz),
        decideTime: formatActionDate(c.decidedAt, tz),
        canEscalate: r.escalateUntil !== null,
        /** until when it may be sent to the platform ('' when it may not) */
        escalateUntil: formatActionDate(r.escalateUntil, tz),
      },
      refunds: r.refunds.map((x) => ({
        id: x.id,
        amount: moneyToWireNumber(Money.ofMinorString(x.amount)),
        source: x.source,
        refundTime: formatActionDate(x.refundedAt, tz),
      })),
      maxImages: RETURN_IMAGES_MAX,
    };
  }

  /** Ours: send a rejected request to the platform. */
  @Action('order!returnsEscalate', { auth: 'required', params: OrderIdParams, rateLimit: returnRate })
  async escalate(ctx: ActionContext<z.infer<typeof OrderIdParams>>): Promise<ActionReply<null>> {
    await this.returns.escalate(ctx.actor!.userId, ctx.params.orderId);
    return new ActionReply(null, 'AFTERSALE_ESCALATED');
  }
}
