import { Injectable, Logger } from '@nestjs/common';
import { Money } from '@mall/money';
import { Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { AddressService, addressSnapshotOf } from '../address';
import { LedgerAccounts, LedgerService } from '../ledger';
import { NotificationService } from '../notification';
import { SysparaService } from '../syspara';
import { SafewordService } from '../user';
import { WalletService } from '../wallet';
import { newOrderId } from './domain/order-id';
import { InventoryService } from '../catalog';
import { SellerCountersService } from '../seller/counters';
import { ORDER_ID_PATTERN, parseOrderIds, parseOrderInfo, qtyPerGoods, type OrderLineRequest } from './domain/order-info';
import { orderTotals, payable, priceLine } from './domain/order-pricing';
import {
  LogState,
  OrderStatus,
  RETURNABLE_STATUSES,
  canRemind,
  returnWindowOpen,
  statusesOfTab,
  transition,
  type OrderTab,
} from './domain/order-state';
import { payBefore, stockKey, unitsOverCap } from './domain/unpaid-hold';
import {
  OrderRepository,
  type GoodsForOrder,
  type NewOrderItem,
  type OrderItemRow,
  type OrderListRow,
  type OrderLogRow,
  type OrderRow,
  type SkuForOrder,
  type StatusCounts,
} from './order.repository';
import { OrderSettlement } from './order-settlement';
import { orderTotal } from './order-total';

export interface SubmitInput {
  orderInfo: string | undefined;
  addressId: string | undefined;
}

export interface SubmittedOrder {
  orderId: string;
  sellerId: string;
  prizeReal: Money;
  fees: Money;
  tax: Money;
  /** prizeReal + fees + tax */
  total: Money;
}

export interface Paging {
  pageNum: number;
  pageSize: number;
  offset: number;
}

export interface OrderPage<T> {
  rows: T[];
  total: number;
}

export interface ProviderPayResult {
  /** orders this payment paid (now or by an earlier delivery of the same payment) */
  paid: string[];
  /** what went to the buyer's wallet instead (orders no longer payable, or an amount that did not match) */
  toWallet: Money;
}

/** Order settings (syspara) with the defaults of docs/orders.md. */
export const ORDER_SETTINGS = {
  maxGoodsNumber: ['mall_max_goods_number_in_order', 999],
  unpaidHoldMinutes: ['mall_unpaid_hold_minutes', 30],
  autoReceiptDays: ['mall_autoReceipt_timeout', 10],
  shipWithinHours: ['mall_ship_within_hours', 72],
  commissionBp: ['mall_commission_bp', 500],
  maxUnpaidOrders: ['mall_max_unpaid_orders', 20],
  maxUnpaidUnits: ['mall_max_unpaid_units_per_sku', 10],
  unpaidAllowanceUsdt: ['mall_unpaid_allowance_usdt', 0],
  returnWindowHours: ['mall_returnTimeOut', 72],
  /** How long after the seller's refusal the buyer may send a refund request to the platform (7 days). */
  returnEscalateHours: ['mall_return_escalate_hours', 168],
} as const;

/**
 * An order as its buyer reads it: an unpaid one carries the time it is cancelled unless paid;
 * `returnOpen`: its status allows a refund request and the return window is open.
 */
export type BuyerOrder<T extends OrderRow = OrderRow> = T & { payBefore: Date | null; returnOpen: boolean };

/** Ledger key of an order's payment (balance or card: one payment per order, whichever comes first). */
export const orderPayKey = (orderId: string) => `order:${orderId}:pay`;

/**
 * The buyer's order use cases (contract §4.5, legacy-behaviour §1). One use case = one transaction.
 *
 * Submit re-reads everything from the catalogue (client prices are never read), checks what the
 * buyer would then hold unpaid (orders, units per stock, a total within their balance plus the
 * operator's allowance: stock is held only for what the buyer can pay) under a per-buyer lock,
 * reserves stock with guarded decrements taken in a fixed order (SKUs by id, then goods by id), and
 * writes one order per seller; unpaid orders are cancelled after `mall_unpaid_hold_minutes`. Pay verifies the fund password first (counted in its own transaction, like withdrawals),
 * then locks the orders in id order and moves each total to escrow under `order:<id>:pay`: either
 * every order of the call is paid or none is.
 */
@Injectable()
export class OrderService {
  private readonly log = new Logger('OrderService');

  constructor(
    private readonly repo: OrderRepository,
    private readonly ledger: LedgerService,
    private readonly safewords: SafewordService,
    private readonly syspara: SysparaService,
    private readonly addresses: AddressService,
    private readonly wallet: WalletService,
    private readonly settlement: OrderSettlement,
    private readonly notifications: NotificationService,
    private readonly inventory: InventoryService,
    private readonly counters: SellerCountersService,
  ) {}

  // ---- submit ----------------------------------------------------------------------------------

  @Transactional()
  async submit(userId: string, input: SubmitInput): Promise<SubmittedOrder[]> {
    const parsed = parseOrderInfo(input.orderInfo);
    if (!parsed.ok) throw new AppError(parsed.code);
    const lines = parsed.lines;

    const goodsIds = [...new Set(lines.map((l) => l.goodsId))];
    const goods = new Map((await this.repo.goodsForOrder(goodsIds)).map((g) => [g.id, g]));
    const skuIds = lines.flatMap((l) => (l.skuId ? [l.skuId] : []));
    const skus = new Map((await this.repo.skusForOrder(skuIds)).map((k) => [k.id, k]));

    for (const l of lines) {
      const g = goods.get(l.goodsId);
      if (!g || !g.isShelf || !g.isValid || g.sellerStatus !== 'open') throw new AppError('ORDER_GOODS_OFF_SHELF');
      if (g.sellerOwner === userId) throw new AppError('ORDER_OWN_STORE');
      if (l.skuId) {
        const k = skus.get(l.skuId);
        if (!k || k.goodsId !== g.id) throw new AppError('COMMON_ILLEGAL_REQUEST');
        if (k.hidden) throw new AppError('ORDER_GOODS_OFF_SHELF');
      } else if (g.hasSkus) {
        throw new AppError('ORDER_SKU_REQUIRED');
      }
    }
    const [max, maxUnpaid, maxUnits, allowanceUsdt] = await this.syspara.getInts([
      ORDER_SETTINGS.maxGoodsNumber,
      ORDER_SETTINGS.maxUnpaidOrders,
      ORDER_SETTINGS.maxUnpaidUnits,
      ORDER_SETTINGS.unpaidAllowanceUsdt,
    ]);
    for (const [goodsId, qty] of qtyPerGoods(lines)) {
      if (qty < goods.get(goodsId)!.buyMin) throw new AppError('ORDER_BELOW_MIN');
      if (qty > max) throw new AppError('ORDER_ABOVE_MAX');
    }

    const bySeller = new Map<string, OrderLineRequest[]>();
    for (const l of lines) {
      const sellerId = goods.get(l.goodsId)!.sellerId;
      bySeller.set(sellerId, [...(bySeller.get(sellerId) ?? []), l]);
    }

    const drafts = [...bySeller.keys()].sort().map((sellerId) => {
      const items = bySeller.get(sellerId)!.map((l) => toItem(l, goods.get(l.goodsId)!, l.skuId ? skus.get(l.skuId)! : null));
      return { sellerId, items, totals: orderTotals(items) };
    });

    // What the buyer holds unpaid is read and checked under their lock: concurrent submits of one
    // buyer run one after the other, so none can pass a limit the other one already reached.
    await this.repo.lockBuyer(userId);
    const held = await this.repo.unpaidHeld(userId);
    if (held.orders + drafts.length > maxUnpaid) throw new AppError('ORDER_UNPAID_LIMIT', { max: maxUnpaid });
    const units = held.orders > 0 ? await this.unpaidUnits(userId, lines) : new Map<string, number>();
    const over = unitsOverCap(lines, units, maxUnits);
    if (over !== null) throw new AppError('ORDER_UNPAID_UNITS_LIMIT', { max: maxUnits, units: over });

    const address = await this.addresses.snapshotForOrder(userId, input.addressId);
    await this.assertCanPay(userId, held.total + drafts.reduce((s, d) => s + payable(d.totals), 0n), allowanceUsdt);
    await this.reserve(lines);

    const now = new Date();
    const out: SubmittedOrder[] = [];
    for (const { sellerId, items, totals } of drafts) {
      const id = newOrderId(now, BigInt(await this.repo.nextSeq()));
      await this.repo.insertOrder(
        {
          id,
          userId,
          sellerId,
          prizeOriginal: totals.prizeOriginal,
          prizeReal: totals.prizeReal,
          fees: totals.fees,
          tax: totals.tax,
          goodsCount: totals.goodsCount,
          address: addressSnapshotOf(address),
          createdAt: now,
        },
        items,
      );
      out.push({
        orderId: id,
        sellerId,
        prizeReal: Money.ofMinor(totals.prizeReal),
        fees: Money.ofMinor(totals.fees),
        tax: Money.ofMinor(totals.tax),
        total: Money.ofMinor(payable(totals)),
      });
    }
    await this.repo.addLogs(out.map((o) => ({ orderId: o.orderId, actor: 'buyer' as const, state: LogState.Created, at: now })));
    await this.repo.addNotices(out.map((o) => ({ sellerId: o.sellerId, kind: 'new_order' as const, orderId: o.orderId, at: now })));
    for (const o of out) await this.notifications.notifyUser(userId, 'order.placed', { orderNo: o.orderId, total: o.total.format() });
    return out;
  }

  private async unpaidUnits(userId: string, lines: OrderLineRequest[]): Promise<Map<string, number>> {
    const rows = await this.repo.unpaidUnits(
      userId,
      lines.flatMap((l) => (l.skuId ? [l.skuId] : [])),
      lines.flatMap((l) => (l.skuId ? [] : [l.goodsId])),
    );
    return new Map(rows.map((r) => [stockKey(r), r.units]));
  }

  /**
   * No stock is held beyond what the buyer can pay: all their unpaid orders, `unpaid` in total, must
   * be covered by the wallet balance plus the operator's allowance (`mall_unpaid_allowance_usdt`,
   * for a top-up or a card payment to come). The balance is not earmarked: paying is still checked.
   */
  private async assertCanPay(userId: string, unpaid: bigint, allowanceUsdt: number): Promise<void> {
    const limit = (await this.wallet.usdt(userId)).available.add(Money.parse(String(allowanceUsdt)));
    if (unpaid > limit.minor)
      throw new AppError('ORDER_UNPAID_OVER_BALANCE', { total: Money.ofMinor(unpaid).format(), limit: limit.format() });
  }

  /** Stock through the catalogue's inventory (SKUs, then goods, in id order: never oversold, no deadlocks). */
  private async reserve(lines: OrderLineRequest[]): Promise<void> {
    const short = await this.inventory.reserve(lines);
    if (short) throw new AppError('ORDER_STOCK_INSUFFICIENT', { stock: short.stock });
  }

  // ---- pay -------------------------------------------------------------------------------------

  /**
   * `order!pay` from the wallet balance. The orders are checked first without locks (a wrong id
   * costs no fund-password attempt), then the fund password, then one transaction.
   */
  async pay(userId: string, orderIdRaw: string | undefined, safeword: string | undefined): Promise<{ orderIds: string[]; total: Money }> {
    const ids = parseOrderIds(orderIdRaw);
    if (!ids) throw new AppError('ORDER_NOT_FOUND');
    assertPayable(userId, ids, await this.repo.findMany(ids));
    // Outside our transaction: a wrong fund password must stay counted when we roll back.
    await this.safewords.verify(userId, safeword);
    return this.payFromBalance(userId, ids);
  }

  @Transactional()
  private async payFromBalance(userId: string, ids: string[]): Promise<{ orderIds: string[]; total: Money }> {
    const rows = await this.repo.lockMany(ids);
    assertPayable(userId, ids, rows);
    const now = new Date();
    let total = 0n;
    for (const o of rows) {
      const t = orderTotal(o);
      total += t;
      if (t === 0n) continue;
      // Refuses with LEDGER_INSUFFICIENT_FUNDS (余额不足) and rolls every order of the call back.
      await this.ledger.post({
        idempotencyKey: orderPayKey(o.id),
        kind: 'order.pay',
        entries: [
          { account: LedgerAccounts.userAvailable(userId), amount: Money.ofMinor(-t) },
          { account: LedgerAccounts.system('escrow:orders'), amount: Money.ofMinor(t) },
        ],
        metadata: { orderId: o.id, sellerId: o.sellerId, method: 'balance' },
      });
    }
    await this.markPaid(rows, 'balance', null, now);
    return { orderIds: rows.map((o) => o.id), total: Money.ofMinor(total) };
  }

  /**
   * The card payment webhook (docs/orders.md): `amount` paid at `provider` under `paymentRef` for
   * `orderIds` (one buyer's). Payable orders are paid from `payments:<provider>` into escrow; when
   * some order is no longer payable (cancelled meanwhile, or paid from the balance first) its total
   * goes to the buyer's wallet instead, under `<provider>:<paymentRef>:wallet`. An amount that does
   * not equal the orders' total pays nothing and goes to the wallet whole. Replays of the same
   * payment have no second effect.
   */
  @Transactional()
  async payByProvider(orderIds: string[], provider: 'stripe', paymentRef: string, amount: Money): Promise<ProviderPayResult> {
    const ids = [...new Set(orderIds)];
    if (ids.length === 0 || !ids.every((id) => ORDER_ID_PATTERN.test(id)) || !paymentRef) throw new AppError('ORDER_NOT_FOUND');
    const rows = await this.repo.lockMany(ids);
    if (rows.length !== ids.length) throw new AppError('ORDER_NOT_FOUND');
    const buyer = rows[0].userId;
    if (rows.some((o) => o.userId !== buyer)) throw new AppError('ORDER_NOT_FOUND');
    const source = LedgerAccounts.system(`payments:${provider}`);

    const expected = rows.reduce((s, o) => s + orderTotal(o), 0n);
    const mine = (o: OrderRow) => o.paymentMethod === provider && o.paymentRef === paymentRef;
    const payableNow = expected === amount.minor ? rows.filter((o) => o.status === OrderStatus.Unpaid) : [];
    const alreadyMine = rows.filter(mine);
    let toWallet = amount.minor;
    if (expected === amount.minor) {
      toWallet = rows.filter((o) => o.status !== OrderStatus.Unpaid && !mine(o)).reduce((s, o) => s + orderTotal(o), 0n);
    } else {
      this.log.warn(`payment ${provider} for ${ids.length} order(s) does not match their total: credited to the buyer's wallet`);
    }
    const now = new Date();
    for (const o of payableNow) {
      const t = orderTotal(o);
      if (t === 0n) continue;
      await this.ledger.post({
        idempotencyKey: orderPayKey(o.id),
        kind: 'order.pay',
        entries: [
          { account: source, amount: Money.ofMinor(-t) },
          { account: LedgerAccounts.system('escrow:orders'), amount: Money.ofMinor(t) },
        ],
        metadata: { orderId: o.id, sellerId: o.sellerId, method: provider, paymentRef },
      });
    }
    await this.markPaid(payableNow, provider, paymentRef, now);
    if (toWallet > 0n) {
      await this.ledger.post({
        idempotencyKey: `${provider}:${paymentRef}:wallet`,
        kind: 'payment.to_wallet',
        entries: [
          { account: source, amount: Money.ofMinor(-toWallet) },
          { account: LedgerAccounts.userAvailable(buyer), amount: Money.ofMinor(toWallet) },
        ],
        metadata: { orderIds: ids, paymentRef, reason: expected === amount.minor ? 'order no longer payable' : 'amount mismatch' },
      });
    }
    return { paid: [...payableNow, ...alreadyMine].map((o) => o.id), toWallet: Money.ofMinor(toWallet) };
  }

  private async markPaid(rows: OrderRow[], method: 'balance' | 'stripe', ref: string | null, now: Date): Promise<void> {
    if (rows.length === 0) return;
    const commissionBp = await this.setting('commissionBp');
    const ids = rows.map((o) => o.id);
    const paid = await this.repo.markPaid(ids, { method, ref, commissionBp, at: now });
    // Real sold counts of the goods and their stores, in this transaction: paying stays atomic.
    await this.inventory.sold(await this.repo.soldUnits(ids));
    await this.counters.sold(paid);
    await this.repo.addLogs(rows.map((o) => ({ orderId: o.id, actor: 'buyer' as const, state: LogState.Paid, at: now })));
    await this.repo.addNotices(rows.map((o) => ({ sellerId: o.sellerId, kind: 'paid' as const, orderId: o.id, at: now })));
    for (const o of rows)
      await this.notifications.notifyUser(o.userId, 'order.paid', { orderNo: o.id, total: Money.ofMinor(orderTotal(o)).format() });
  }

  // ---- cancel, receipt, remind -----------------------------------------------------------------

  /** `order!cancel`: the owner's unpaid order; its stock goes back. `reason` 0..5 as clients send it. */
  @Transactional()
  async cancel(userId: string, orderId: string | undefined, reason: number | null): Promise<void> {
    const o = await this.lockOwned(userId, orderId);
    const rule = transition('cancel', o.status);
    if (!rule) throw new AppError('ORDER_STATUS_FORBIDS');
    const now = new Date();
    await this.repo.markCancelled(o.id, reason, now);
    await this.inventory.release(o.id);
    await this.repo.addLogs([{ orderId: o.id, actor: rule.actor, state: rule.log, at: now }]);
    await this.repo.addNotices([{ sellerId: o.sellerId, kind: 'cancelled', orderId: o.id, at: now }]);
  }

  /** `order!receipt`: the owner confirms a shipped order arrived; the escrow settles to the seller. */
  @Transactional()
  async receipt(userId: string, orderId: string | undefined): Promise<void> {
    const o = await this.lockOwned(userId, orderId);
    const rule = transition('receipt', o.status);
    if (!rule) throw new AppError('ORDER_STATUS_FORBIDS');
    await this.settlement.receive(o, rule.actor, new Date());
  }

  /** `order!remind` (ours): once per order, while it waits for shipment; the seller gets a notice. */
  @Transactional()
  async remind(userId: string, orderId: string | undefined): Promise<void> {
    const o = await this.lockOwned(userId, orderId);
    if (o.status !== OrderStatus.Paid && o.status !== OrderStatus.Confirmed) throw new AppError('ORDER_STATUS_FORBIDS');
    if (!canRemind(o.status, o.remindedAt)) throw new AppError('ORDER_ALREADY_REMINDED');
    const now = new Date();
    await this.repo.markReminded(o.id, now);
    await this.repo.addNotices([{ sellerId: o.sellerId, kind: 'remind', orderId: o.id, at: now }]);
  }

  private async lockOwned(userId: string, orderId: string | undefined): Promise<OrderRow> {
    const id = (orderId ?? '').trim();
    if (id.length < 5 || id.length > 50 || !ORDER_ID_PATTERN.test(id)) throw new AppError('ORDER_NOT_FOUND');
    const o = await this.repo.lock(id);
    if (!o || o.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
    return o;
  }

  // ---- reads -----------------------------------------------------------------------------------

  /** `order!listMain`: the caller's orders of a tab, newest first. */
  async list(userId: string, tab: OrderTab, page: Paging): Promise<OrderPage<BuyerOrder<OrderListRow>>> {
    const statuses = statusesOfTab(tab);
    const [rows, total] = [
      await this.repo.buyerPage(userId, statuses, page.offset, page.pageSize),
      await this.repo.buyerCount(userId, statuses),
    ];
    return { rows: await this.forBuyer(rows), total };
  }

  /** `order!info`: one of the caller's orders (another user's id answers "not found"). */
  async info(userId: string, orderId: string | undefined): Promise<BuyerOrder> {
    const [o] = await this.forBuyer([await this.owned(userId, orderId)]);
    return o;
  }

  /**
   * `rows` as their buyer reads them: the pay-before time of the unpaid ones (the hold in force, as the
   * auto-cancel applies it) and whether a refund may be asked now (the rule `order!returns` applies).
   */
  private async forBuyer<T extends OrderRow>(rows: T[]): Promise<BuyerOrder<T>[]> {
    const unpaid = (o: T) => o.status === OrderStatus.Unpaid;
    const returnable = (o: T) => RETURNABLE_STATUSES.includes(o.status) && o.payStatus === 1;
    const hold = rows.some(unpaid) ? await this.setting('unpaidHoldMinutes') : 0;
    const windowHours = rows.some(returnable) ? await this.setting('returnWindowHours') : 0;
    const now = new Date();
    return rows.map((o) => ({
      ...o,
      payBefore: unpaid(o) ? payBefore(o.createdAt, hold) : null,
      returnOpen: returnable(o) && returnWindowOpen(o, now, windowHours),
    }));
  }

  /** `order!listGoods`: the lines of one of the caller's orders. */
  async items(userId: string, orderId: string | undefined, page: Paging): Promise<OrderPage<OrderItemRow>> {
    const o = await this.owned(userId, orderId);
    return { rows: await this.repo.items(o.id, page.offset, page.pageSize), total: await this.repo.itemCount(o.id) };
  }

  /** `orderLog!list`: the history of one of the caller's orders, oldest first. */
  async logs(userId: string, orderId: string | undefined): Promise<OrderLogRow[]> {
    const o = await this.owned(userId, orderId);
    return this.repo.logs(o.id);
  }

  /** `order!countOrderStatus`: the caller's counts per tab. */
  counts(userId: string): Promise<StatusCounts> {
    return this.repo.statusCounts(userId);
  }

  private async owned(userId: string, orderId: string | undefined): Promise<OrderRow> {
    const id = (orderId ?? '').trim();
    if (!id) throw new AppError('ORDER_ID_REQUIRED');
    const o = ORDER_ID_PATTERN.test(id) ? await this.repo.findOwned(userId, id) : null;
    if (!o) throw new AppError('ORDER_NOT_FOUND');
    return o;
  }

  private setting(key: keyof typeof ORDER_SETTINGS): Promise<number> {
    const [code, fallback] = ORDER_SETTINGS[key];
    return this.syspara.getInt(code, fallback);
  }
}

function assertPayable(userId: string, ids: string[], rows: OrderRow[]): void {
  const byId = new Map(rows.map((o) => [o.id, o]));
  for (const id of ids) {
    const o = byId.get(id);
    if (!o || o.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
    if (!transition('pay', o.status)) throw new AppError('ORDER_NOT_PAYABLE');
  }
}

function toItem(l: OrderLineRequest, g: GoodsForOrder, k: SkuForOrder | null): NewOrderItem {
  const line = priceLine(
    {
      sellingPrice: BigInt(k ? k.sellingPrice : g.sellingPrice),
      discountPrice: (k ? k.discountPrice : g.discountPrice) === null ? null : BigInt((k ? k.discountPrice : g.discountPrice)!),
      freight: BigInt(g.freight),
      tax: BigInt(g.tax),
    },
    l.qty,
  );
  return {
    goodsId: g.id,
    skuId: k?.id ?? null,
    ...line,
    nameI18n: g.nameI18n,
    icon: (k?.coverImg || g.icon) ?? '',
    attributes: k?.attributes ?? [],
  };
}
