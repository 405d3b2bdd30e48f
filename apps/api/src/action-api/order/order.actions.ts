import { Inject, Injectable } from '@nestjs/common';
import type { PageA } from '@mall/contracts';
import type { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { pageA, paging } from '../../modules/catalog';
import { OrderService } from '../../modules/order';
import { Action, ActionReply, type ActionContext, type RateRule } from '../action.decorator';
import { toCounts, toGoodsRow, toListRow, toLogRow, toOrderInfo, toSubmitted, type View } from './order.mapper';
import {
  OrderCancelParams,
  OrderGoodsParams,
  OrderIdParams,
  OrderInfoParams,
  OrderListParams,
  OrderPayParams,
  OrderSubmitParams,
} from './order.params';

const MINUTE = 60_000;
const submitRate: RateRule[] = [{ by: 'user', limit: 30, windowMs: MINUTE }];
const payRate: RateRule[] = [{ by: 'user', limit: 20, windowMs: MINUTE }];
const changeRate: RateRule[] = [{ by: 'user', limit: 60, windowMs: MINUTE }];
type P<T extends z.ZodType> = ActionContext<z.infer<T>>;

/** Order calls (contract §4.5, plus `order!remind` and `order!countOrderStatus`). Thin: parse → OrderService → map. */
@Injectable()
export class OrderActions {
  constructor(
    private readonly orders: OrderService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One order per seller; prices, stock and shelf state are read by the server. */
  @Action('order!submit', { auth: 'required', params: OrderSubmitParams, rateLimit: submitRate })
  async submit(ctx: P<typeof OrderSubmitParams>) {
    const orders = await this.orders.submit(ctx.actor!.userId, { orderInfo: ctx.params.orderInfo, addressId: ctx.params.addressId });
    return toSubmitted(orders);
  }

  /** Pay one or several of the caller's unpaid orders from the balance, with the fund password. */
  @Action('order!pay', { auth: 'required', params: OrderPayParams, rateLimit: payRate })
  async pay(ctx: P<typeof OrderPayParams>) {
    const r = await this.orders.pay(ctx.actor!.userId, ctx.params.orderId, ctx.params.safeword);
    return { orderIds: r.orderIds };
  }

  @Action('order!cancel', { auth: 'required', params: OrderCancelParams, rateLimit: changeRate })
  async cancel(ctx: P<typeof OrderCancelParams>): Promise<null> {
    const reason = ctx.params.returnReason ? +ctx.params.returnReason : null;
    await this.orders.cancel(ctx.actor!.userId, ctx.params.orderId, reason);
    return null;
  }

  @Action('order!receipt', { auth: 'required', params: OrderIdParams, rateLimit: changeRate })
  async receipt(ctx: P<typeof OrderIdParams>): Promise<null> {
    await this.orders.receipt(ctx.actor!.userId, ctx.params.orderId);
    return null;
  }

  /** Ours: remind the seller to ship, once per order. */
  @Action('order!remind', { auth: 'required', params: OrderIdParams, rateLimit: changeRate })
  async remind(ctx: P<typeof OrderIdParams>): Promise<ActionReply<null>> {
    await this.orders.remind(ctx.actor!.userId, ctx.params.orderId);
    return new ActionReply(null, 'ORDER_REMIND_SENT');
  }

  @Action('order!listMain', { auth: 'required', params: OrderListParams })
  async listMain(ctx: P<typeof OrderListParams>): Promise<PageA<ReturnType<typeof toListRow>>> {
    const p = paging(ctx.params.pageNum, ctx.params.pageSize);
    const s = ctx.params.status;
    const r = await this.orders.list(ctx.actor!.userId, s === undefined || s === '' ? null : s === 'all' ? s : +s, p);
    return pageA(
      r.rows.map((o) => toListRow(o, this.view(ctx))),
      r.total,
      p,
    );
  }

  @Action('order!info', { auth: 'required', params: OrderInfoParams })
  async info(ctx: P<typeof OrderInfoParams>) {
    return { orderInfo: toOrderInfo(await this.orders.info(ctx.actor!.userId, ctx.params.orderId), this.view(ctx)) };
  }

  @Action('order!listGoods', { auth: 'required', params: OrderGoodsParams })
  async listGoods(ctx: P<typeof OrderGoodsParams>): Promise<PageA<ReturnType<typeof toGoodsRow>>> {
    const p = paging(ctx.params.pageNum, ctx.params.pageSize);
    const r = await this.orders.items(ctx.actor!.userId, ctx.params.orderId, p);
    return pageA(
      r.rows.map((i) => toGoodsRow(i, this.view(ctx))),
      r.total,
      p,
    );
  }

  /** The history of one of the caller's orders, oldest first, in the caller's language. */
  @Action('orderLog!list', { auth: 'required', params: OrderIdParams })
  async logs(ctx: P<typeof OrderIdParams>) {
    return (await this.orders.logs(ctx.actor!.userId, ctx.params.orderId)).map((l) => toLogRow(l, this.view(ctx)));
  }

  @Action('order!countOrderStatus', { auth: 'required' })
  async countOrderStatus(ctx: ActionContext) {
    return toCounts(await this.orders.counts(ctx.actor!.userId));
  }

  private view(ctx: ActionContext<unknown>): View {
    return { lang: ctx.lang, tz: this.config.BUSINESS_TZ };
  }
}
