import { Injectable } from '@nestjs/common';
import { Money } from '@mall/money';
import { displayPhone, type PostalAddress } from '@mall/contracts';
import { Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { postalAddressOf } from '../address';
import { LedgerAccounts, LedgerService } from '../ledger';
import { NotificationService } from '../notification';
import { SysparaService } from '../syspara';
import { commission } from './domain/order-pricing';
import { ORDER_ID_PATTERN } from './domain/order-info';
import { transition, validCarrier, validTrackingNo, type LogStateCode, type OrderActor } from './domain/order-state';
import { OrderRepository, type I18nText, type NoticeKind, type OrderRow } from './order.repository';
import { orderTotal } from './order-total';
import { ORDER_SETTINGS } from './order.service';

const HOUR = 3_600_000;

export interface SellerOrderRow {
  id: string;
  status: number;
  returnStatus: number;
  createdAt: Date;
  paidAt: Date | null;
  /** paid_at + mall_ship_within_hours; null while unpaid */
  shipBy: Date | null;
  goodsCount: number;
  /** what the buyer paid: goods + freight + tax */
  total: Money;
  /** the platform's commission (snapshotted at payment; today's rate while unpaid) */
  commission: Money;
  /** total − commission */
  payout: Money;
  buyer: { contacts: string; country: string };
  remindedAt: Date | null;
}

export interface SellerOrderItem {
  goodsId: string;
  skuId: string | null;
  name: I18nText;
  icon: string;
  qty: number;
  listPrice: Money;
  paidPrice: Money;
  freight: Money;
  tax: Money;
  attributes: { attrName_i18n: I18nText; attrValue_i18n: I18nText }[];
  /** the store's own language (the last fallback of the texts above) */
  sellerLang: string | null;
}

export interface SellerOrderLog {
  id: string;
  actor: OrderActor;
  state: LogStateCode;
  /** render with `renderOrderLog(state, params, lang)` */
  params: Record<string, string>;
  createdAt: Date;
}

export interface SellerOrderDetail extends SellerOrderRow {
  prizeOriginal: Money;
  prizeReal: Money;
  fees: Money;
  tax: Money;
  items: SellerOrderItem[];
  /** the address the order keeps, the phone as the console shows it */
  address: PostalAddress;
  logs: SellerOrderLog[];
  carrier: string | null;
  trackingNo: string | null;
  shippedAt: Date | null;
  receivedAt: Date | null;
}

export interface SellerBalances {
  /** settled and not yet paid out (ledger balance of seller:<id>:payable) */
  payable: Money;
  /** Σ totals of the store's paid, not yet settled orders */
  inEscrow: Money;
  /** Σ commission kept by the platform on settled orders */
  commissionPaid: Money;
  /** orders waiting to ship (status 1 and 2) */
  pendingOrders: number;
}

export interface SellerNotice {
  id: string;
  kind: NoticeKind;
  orderId: string | null;
  createdAt: Date;
  read: boolean;
}

/**
 * The store's side of orders (docs/orders.md, seller console): only the store's own orders (another
 * store's id answers "not found" like a missing one); confirm (1 → 2, "merchant confirmed,
 * preparing") and ship (1|2 → 3 with carrier and tracking number). A seller cannot cancel.
 */
@Injectable()
export class SellerOrderService {
  constructor(
    private readonly repo: OrderRepository,
    private readonly ledger: LedgerService,
    private readonly syspara: SysparaService,
    private readonly notifications: NotificationService,
  ) {}

  async listForSeller(
    sellerId: string,
    f: { status?: number; q?: string; page: number; pageSize: number },
  ): Promise<{ items: SellerOrderRow[]; total: number; page: number; pageSize: number }> {
    const page = Math.max(1, Math.min(10_000, f.page | 0 || 1));
    const pageSize = Math.max(1, Math.min(100, f.pageSize | 0 || 20));
    const q =
      (f.q ?? '')
        .trim()
        .replace(/[%_\\]/g, '')
        .slice(0, 64) || undefined;
    const filter = { status: f.status, q };
    const rows = await this.repo.sellerPage(sellerId, filter, (page - 1) * pageSize, pageSize);
    const total = await this.repo.sellerCount(sellerId, filter);
    const ctx = await this.rowContext();
    return { items: rows.map((o) => toSellerRow(o, ctx)), total, page, pageSize };
  }

  async detailForSeller(sellerId: string, orderId: string): Promise<SellerOrderDetail> {
    return this.detailOf(await this.own(sellerId, orderId));
  }

  /** Any store's order, for an operator deciding a dispute on it (after-sale). */
  async detailForOperator(orderId: string): Promise<SellerOrderDetail> {
    const o = ORDER_ID_PATTERN.test(orderId) ? await this.repo.find(orderId) : null;
    if (!o) throw new AppError('ORDER_NOT_FOUND');
    return this.detailOf(o);
  }

  private async detailOf(o: OrderRow): Promise<SellerOrderDetail> {
    const items = await this.repo.items(o.id);
    const logs = await this.repo.logs(o.id);
    return {
      ...toSellerRow(o, await this.rowContext()),
      prizeOriginal: Money.ofMinorString(o.prizeOriginal),
      prizeReal: Money.ofMinorString(o.prizeReal),
      fees: Money.ofMinorString(o.fees),
      tax: Money.ofMinorString(o.tax),
      items: items.map((i) => ({
        goodsId: i.goodsId,
        skuId: i.skuId,
        name: i.goodsNameI18n,
        icon: i.goodsIcon,
        qty: i.qty,
        listPrice: Money.ofMinorString(i.listPrice),
        paidPrice: Money.ofMinorString(i.paidPrice),
        freight: Money.ofMinorString(i.freight),
        tax: Money.ofMinorString(i.tax),
        attributes: i.attributes,
        sellerLang: i.sellerLang,
      })),
      address: { ...postalAddressOf(o), phone: displayPhone(o.phone) },
      logs: logs.map((l) => ({ id: l.id, actor: l.actor, state: l.state, params: l.params, createdAt: l.createdAt })),
      carrier: o.carrier,
      trackingNo: o.trackingNo,
      shippedAt: o.shippedAt,
      receivedAt: o.receivedAt,
    };
  }

  /** 1 → 2: the merchant confirmed the order and is preparing it (log 5). */
  @Transactional()
  async confirm(sellerId: string, orderId: string): Promise<void> {
    const o = await this.lockOwn(sellerId, orderId);
    const rule = transition('confirm', o.status);
    if (!rule) throw new AppError('ORDER_STATUS_FORBIDS');
    const now = new Date();
    await this.repo.markConfirmed(o.id, now);
    await this.repo.addLogs([{ orderId: o.id, actor: rule.actor, state: rule.log, at: now }]);
  }

  /** 1|2 → 3 with the carrier and tracking number (log 6 with both); auto-receipt counts from now. */
  @Transactional()
  async ship(sellerId: string, orderId: string, input: { carrier: string; trackingNo: string }): Promise<void> {
    const carrier = (input.carrier ?? '').trim();
    const trackingNo = (input.trackingNo ?? '').trim();
    if (!validCarrier(carrier)) throw new AppError('ORDER_CARRIER_INVALID');
    if (!validTrackingNo(trackingNo)) throw new AppError('ORDER_TRACKING_INVALID');
    const o = await this.lockOwn(sellerId, orderId);
    const rule = transition('ship', o.status);
    if (!rule) throw new AppError('ORDER_STATUS_FORBIDS');
    const now = new Date();
    await this.repo.markShipped(o.id, carrier, trackingNo, now);
    await this.repo.addLogs([{ orderId: o.id, actor: rule.actor, state: rule.log, params: { carrier, trackingNo }, at: now }]);
    await this.notifications.notifyUser(o.userId, 'order.shipped', { orderNo: o.id, carrier, trackingNo });
  }

  async balances(sellerId: string): Promise<SellerBalances> {
    const payable = await this.ledger.balance(LedgerAccounts.sellerPayable(sellerId));
    const f = await this.repo.sellerFigures(sellerId);
    return {
      payable,
      inEscrow: Money.ofMinorString(f.inEscrow),
      commissionPaid: Money.ofMinorString(f.commissionPaid),
      pendingOrders: f.pendingOrders,
    };
  }

  async notices(sellerId: string, page: number, pageSize = 20): Promise<{ items: SellerNotice[]; total: number }> {
    const p = Math.max(1, Math.min(10_000, page | 0 || 1));
    const rows = await this.repo.sellerNotices(sellerId, (p - 1) * pageSize, pageSize);
    return {
      items: rows.map((n) => ({ id: n.id, kind: n.kind, orderId: n.orderId, createdAt: n.createdAt, read: n.readAt !== null })),
      total: await this.repo.sellerNoticeCount(sellerId),
    };
  }

  /** Mark the store's notices read (all, or the given ids). */
  @Transactional()
  async markNoticesRead(sellerId: string, ids?: string[]): Promise<void> {
    const valid = ids?.filter((id) => /^\d{1,18}$/.test(id));
    await this.repo.markNoticesRead(sellerId, valid ?? null);
  }

  private async own(sellerId: string, orderId: string): Promise<OrderRow> {
    const id = (orderId ?? '').trim();
    const o = ORDER_ID_PATTERN.test(id) ? await this.repo.findForSeller(sellerId, id) : null;
    if (!o) throw new AppError('ORDER_NOT_FOUND');
    return o;
  }

  private async lockOwn(sellerId: string, orderId: string): Promise<OrderRow> {
    const id = (orderId ?? '').trim();
    const o = ORDER_ID_PATTERN.test(id) ? await this.repo.lock(id) : null;
    if (!o || o.sellerId !== sellerId) throw new AppError('ORDER_NOT_FOUND');
    return o;
  }

  private async rowContext(): Promise<{ commissionBp: number; shipWithinHours: number }> {
    return {
      commissionBp: await this.syspara.getInt(...ORDER_SETTINGS.commissionBp),
      shipWithinHours: await this.syspara.getInt(...ORDER_SETTINGS.shipWithinHours),
    };
  }
}

function toSellerRow(o: OrderRow, ctx: { commissionBp: number; shipWithinHours: number }): SellerOrderRow {
  const total = orderTotal(o);
  const c = commission(total, o.commissionBp ?? ctx.commissionBp);
  return {
    id: o.id,
    status: o.status,
    returnStatus: o.returnStatus,
    createdAt: o.createdAt,
    paidAt: o.paidAt,
    shipBy: o.paidAt ? new Date(o.paidAt.getTime() + ctx.shipWithinHours * HOUR) : null,
    goodsCount: o.goodsCount,
    total: Money.ofMinor(total),
    commission: Money.ofMinor(c),
    payout: Money.ofMinor(total - c),
    buyer: { contacts: o.contacts, country: o.country },
    remindedAt: o.remindedAt,
  };
}
