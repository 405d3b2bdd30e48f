import { Injectable } from '@nestjs/common';
import type { OrderAddressSnapshot } from '@mall/contracts';
import { BaseRepository } from '../../core/database/transaction';
import type { LogStateCode, OrderActor } from './domain/order-state';

export type I18nText = Record<string, string>;

/** An order with the address it keeps (the snapshot's columns). */
export interface OrderRow extends OrderAddressSnapshot {
  id: string;
  userId: string;
  sellerId: string;
  sellerName: string;
  status: number;
  payStatus: number;
  returnStatus: number;
  /** micro-units as bigint text */
  prizeOriginal: string;
  prizeReal: string;
  fees: string;
  tax: string;
  goodsCount: number;
  paymentMethod: 'balance' | 'stripe' | null;
  paymentRef: string | null;
  commissionBp: number | null;
  cancelReason: number | null;
  carrier: string | null;
  trackingNo: string | null;
  createdAt: Date;
  paidAt: Date | null;
  confirmedAt: Date | null;
  shippedAt: Date | null;
  receivedAt: Date | null;
  cancelledAt: Date | null;
  settledAt: Date | null;
  remindedAt: Date | null;
}

export interface OrderListRow extends OrderRow {
  firstGoodsName: I18nText | null;
  firstGoodsIcon: string | null;
  /** the store's own language (the last fallback of the goods name) */
  sellerLang: string | null;
}

export interface OrderItemRow {
  id: string;
  orderId: string;
  goodsId: string;
  skuId: string | null;
  qty: number;
  listPrice: string;
  paidPrice: string;
  freight: string;
  tax: string;
  goodsNameI18n: I18nText;
  goodsIcon: string;
  attributes: { attrName_i18n: I18nText; attrValue_i18n: I18nText }[];
  /** the goods now (null when it no longer exists) */
  currentSellingPrice: string | null;
  isShelf: boolean | null;
  isValid: boolean | null;
  sellerLang: string | null;
}

export interface OrderLogRow {
  id: string;
  orderId: string;
  actor: OrderActor;
  state: LogStateCode;
  params: Record<string, string>;
  createdAt: Date;
}

export interface GoodsForOrder {
  id: string;
  sellerId: string;
  sellerStatus: 'open' | 'closed' | 'suspended';
  sellerOwner: string | null;
  sellerLang: string;
  nameI18n: I18nText;
  icon: string;
  sellingPrice: string;
  discountPrice: string | null;
  freight: string;
  tax: string;
  buyMin: number;
  isShelf: boolean;
  isValid: boolean;
  stock: number;
  hasSkus: boolean;
}

export interface SkuForOrder {
  id: string;
  goodsId: string;
  sellingPrice: string;
  discountPrice: string | null;
  stock: number;
  hidden: boolean;
  coverImg: string;
  attributes: { attrName_i18n: I18nText; attrValue_i18n: I18nText }[];
}

export interface NewOrder {
  id: string;
  userId: string;
  sellerId: string;
  prizeOriginal: bigint;
  prizeReal: bigint;
  fees: bigint;
  tax: bigint;
  goodsCount: number;
  address: OrderAddressSnapshot;
  createdAt: Date;
}

export interface NewOrderItem {
  goodsId: string;
  skuId: string | null;
  qty: number;
  listPrice: bigint;
  paidPrice: bigint;
  freight: bigint;
  tax: bigint;
  nameI18n: I18nText;
  icon: string;
  attributes: SkuForOrder['attributes'];
}

export type NoticeKind = 'new_order' | 'paid' | 'remind' | 'received' | 'cancelled' | 'return_requested' | 'return_escalated';

export interface NoticeRow {
  id: string;
  kind: NoticeKind;
  orderId: string | null;
  createdAt: Date;
  readAt: Date | null;
}

export interface StatusCounts {
  waitPay: number;
  waitDeliver: number;
  waitReceipt: number;
  waitEvaluate: number;
  refund: number;
}

const COLUMNS = `o.id, o.user_id as "userId", o.seller_id as "sellerId", s.name as "sellerName", o.status, o.pay_status as "payStatus",
  o.return_status as "returnStatus", o.prize_original::text as "prizeOriginal", o.prize_real::text as "prizeReal", o.fees::text,
  o.tax::text, o.goods_count as "goodsCount", o.contacts, o.phone, o.email, o.postcode, o.country, o.province, o.city, o.address,
  o.country_id as "countryId", o.province_id as "provinceId", o.city_id as "cityId", o.payment_method as "paymentMethod",
  o.payment_ref as "paymentRef", o.commission_bp as "commissionBp", o.cancel_reason as "cancelReason", o.carrier,
  o.tracking_no as "trackingNo", o.created_at as "createdAt", o.paid_at as "paidAt", o.confirmed_at as "confirmedAt",
  o.shipped_at as "shippedAt", o.received_at as "receivedAt", o.cancelled_at as "cancelledAt", o.settled_at as "settledAt",
  o.reminded_at as "remindedAt"`;

const FIRST_ITEM = `(select i.goods_name_i18n from order_items i where i.order_id = o.id order by i.id limit 1) as "firstGoodsName",
  (select i.goods_icon from order_items i where i.order_id = o.id order by i.id limit 1) as "firstGoodsIcon"`;

/** Rows changed by an UPDATE (TypeORM's postgres driver answers `[rows, rowCount]`). */
function changed(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

/**
 * An order's auto-receipt (and so its settlement to the seller) waits while its newest return case
 * is open (requested, or escalated to the platform) or was refused by the seller less than the
 * escalation window ago (`hours` before `now`, the job's clock): the buyer may still ask the
 * platform to decide, measured from the refusal whatever the shipping date. A SQL predicate on `o`.
 */
const returnHold = (now: string, hours: string) => `exists (
  select 1 from (select c.state, c.decided_at from return_cases c where c.order_id = o.id order by c.created_at desc, c.id desc limit 1) l
   where l.state in ('requested', 'escalated')
      or (l.state = 'rejected' and l.decided_at > ${now}::timestamptz - make_interval(hours => ${hours}::int)))`;

/** Orders, their lines, history and seller notices; stock reservations. Raw SQL; bigints as text. */
@Injectable()
export class OrderRepository extends BaseRepository {
  // ---- catalogue reads for submit -------------------------------------------------------------

  goodsForOrder(ids: string[]): Promise<GoodsForOrder[]> {
    return this.em.query(
      `select g.id, g.seller_id as "sellerId", s.status as "sellerStatus", s.owner_user_id as "sellerOwner", s.lang as "sellerLang",
              g.name_i18n as "nameI18n", coalesce(g.images[1], '') as icon, g.selling_price::text as "sellingPrice",
              g.discount_price::text as "discountPrice", g.freight_amount::text as freight, g.goods_tax::text as tax,
              g.buy_min as "buyMin", g.is_shelf as "isShelf", g.is_valid as "isValid", g.stock,
              exists (select 1 from goods_skus k where k.goods_id = g.id) as "hasSkus"
         from goods g join sellers s on s.id = g.seller_id
        where g.id = any($1::uuid[])`,
      [ids],
    );
  }

  skusForOrder(ids: string[]): Promise<SkuForOrder[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.em.query(
      `select k.id, k.goods_id as "goodsId", k.selling_price::text as "sellingPrice", k.discount_price::text as "discountPrice",
              k.stock, k.hidden, k.cover_img as "coverImg",
              coalesce((select jsonb_agg(jsonb_build_object('attrName_i18n', a.name_i18n, 'attrValue_i18n', v.name_i18n) order by a.sort, a.id)
                          from goods_attribute_values v join goods_attributes a on a.id = v.attribute_id
                         where v.id = any(k.attr_value_ids)), '[]'::jsonb) as attributes
         from goods_skus k where k.id = any($1::uuid[])`,
      [ids],
    );
  }

  // ---- orders ----------------------------------------------------------------------------------

  /** Serialise one buyer's submits (the unpaid orders, units and total limits hold under concurrency). */
  async lockBuyer(userId: string): Promise<void> {
    await this.em.query(`select pg_advisory_xact_lock(hashtextextended('order:buyer:' || $1, 0))`, [userId]);
  }

  async nextSeq(): Promise<string> {
    const [row] = await this.em.query(`select nextval('orders_no_seq')::text as n`);
    return row.n;
  }

  /** A buyer's unpaid orders: how many, and their total (T summed, micro-units). */
  async unpaidHeld(userId: string): Promise<{ orders: number; total: bigint }> {
    const [row] = await this.em.query(
      `select count(*)::int as n, coalesce(sum(prize_real + fees + tax), 0)::text as total from orders where user_id = $1 and status = 0`,
      [userId],
    );
    return { orders: row.n, total: BigInt(row.total) };
  }

  /** Units of these stocks (SKUs; goods without SKUs) a buyer holds in unpaid orders. */
  unpaidUnits(userId: string, skuIds: string[], goodsIds: string[]): Promise<{ goodsId: string; skuId: string | null; units: number }[]> {
    return this.em.query(
      `select i.goods_id as "goodsId", i.sku_id as "skuId", sum(i.qty)::int as units
         from orders o join order_items i on i.order_id = o.id
        where o.user_id = $1 and o.status = 0
          and (i.sku_id = any($2::uuid[]) or (i.sku_id is null and i.goods_id = any($3::uuid[])))
        group by i.goods_id, i.sku_id`,
      [userId, skuIds, goodsIds],
    );
  }

  async insertOrder(o: NewOrder, items: NewOrderItem[]): Promise<void> {
    const a = o.address;
    await this.em.query(
      `insert into orders (id, user_id, seller_id, prize_original, prize_real, fees, tax, goods_count, contacts, phone, email, postcode,
                           country, province, city, address, country_id, province_id, city_id, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20)`,
      [
        o.id,
        o.userId,
        o.sellerId,
        o.prizeOriginal.toString(),
        o.prizeReal.toString(),
        o.fees.toString(),
        o.tax.toString(),
        o.goodsCount,
        a.contacts,
        a.phone,
        a.email,
        a.postcode,
        a.country,
        a.province,
        a.city,
        a.address,
        a.countryId,
        a.provinceId,
        a.cityId,
        o.createdAt,
      ],
    );
    await this.em.query(
      `insert into order_items (order_id, goods_id, sku_id, qty, list_price, paid_price, freight, tax, goods_name_i18n, goods_icon, attributes)
       select $1, u.goods_id, u.sku_id, u.qty, u.list_price, u.paid_price, u.freight, u.tax, u.name, u.icon, u.attrs
         from unnest($2::uuid[], $3::uuid[], $4::int[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[], $9::jsonb[], $10::text[], $11::jsonb[])
           as u(goods_id, sku_id, qty, list_price, paid_price, freight, tax, name, icon, attrs)`,
      [
        o.id,
        items.map((i) => i.goodsId),
        items.map((i) => i.skuId),
        items.map((i) => i.qty),
        items.map((i) => i.listPrice.toString()),
        items.map((i) => i.paidPrice.toString()),
        items.map((i) => i.freight.toString()),
        items.map((i) => i.tax.toString()),
        items.map((i) => JSON.stringify(i.nameI18n)),
        items.map((i) => i.icon),
        items.map((i) => JSON.stringify(i.attributes)),
      ],
    );
  }

  async find(id: string): Promise<OrderRow | null> {
    return this.one(`select ${COLUMNS} from orders o join sellers s on s.id = o.seller_id where o.id = $1`, [id]);
  }

  findMany(ids: string[]): Promise<OrderRow[]> {
    return this.em.query(`select ${COLUMNS} from orders o join sellers s on s.id = o.seller_id where o.id = any($1::text[])`, [ids]);
  }

  /** Lock orders in id order (no deadlocks between two callers locking overlapping sets). */
  lockMany(ids: string[]): Promise<OrderRow[]> {
    return this.em.query(
      `select ${COLUMNS} from orders o join sellers s on s.id = o.seller_id where o.id = any($1::text[]) order by o.id for update of o`,
      [ids],
    );
  }

  async lock(id: string): Promise<OrderRow | null> {
    const [row] = await this.lockMany([id]);
    return row ?? null;
  }

  /** Lock one order unless another transaction holds it (jobs skip busy rows). */
  async lockIfFree(id: string): Promise<OrderRow | null> {
    return this.one(`select ${COLUMNS} from orders o join sellers s on s.id = o.seller_id where o.id = $1 for update of o skip locked`, [
      id,
    ]);
  }

  /** Paid and not yet received, or with a refund request open (blocks cancelling the buyer's account). */
  async hasOrdersInProgress(userId: string): Promise<boolean> {
    const rows = await this.em.query(
      `select 1 from orders where user_id = $1 and (status in (1, 2, 3) or (status = 6 and return_status = 1)) limit 1`,
      [userId],
    );
    return rows.length > 0;
  }

  /** Marks the unpaid ones of `ids` paid; answers the store and unit count of each order it marked. */
  async markPaid(
    ids: string[],
    p: { method: 'balance' | 'stripe'; ref: string | null; commissionBp: number; at: Date },
  ): Promise<{ sellerId: string; units: number }[]> {
    const [paid]: [{ sellerId: string; units: number }[], number] = await this.em.query(
      `update orders set status = 1, pay_status = 1, paid_at = $2, payment_method = $3, payment_ref = $4, commission_bp = $5, updated_at = $2
        where id = any($1::text[]) and status = 0
        returning seller_id as "sellerId", goods_count as units`,
      [ids, p.at, p.method, p.ref, p.commissionBp],
    );
    return paid;
  }

  /** Units of each goods these orders hold (what their payment sold). */
  soldUnits(orderIds: string[]): Promise<{ goodsId: string; qty: number }[]> {
    return this.em.query(
      `select goods_id as "goodsId", sum(qty)::int as qty from order_items where order_id = any($1::text[]) group by goods_id order by goods_id`,
      [orderIds],
    );
  }

  async markCancelled(id: string, reason: number | null, at: Date): Promise<void> {
    await this.em.query(
      `update orders set status = -1, pay_status = -1, cancel_reason = $2, cancelled_at = $3, updated_at = $3 where id = $1 and status = 0`,
      [id, reason, at],
    );
  }

  async markConfirmed(id: string, at: Date): Promise<void> {
    await this.em.query(`update orders set status = 2, confirmed_at = $2, updated_at = $2 where id = $1 and status = 1`, [id, at]);
  }

  async markShipped(id: string, carrier: string, trackingNo: string, at: Date): Promise<void> {
    await this.em.query(
      `update orders set status = 3, carrier = $2, tracking_no = $3, shipped_at = $4, updated_at = $4 where id = $1 and status in (1, 2)`,
      [id, carrier, trackingNo, at],
    );
  }

  async markReceived(id: string, at: Date): Promise<void> {
    await this.em.query(`update orders set status = 4, received_at = $2, settled_at = $2, updated_at = $2 where id = $1 and status = 3`, [
      id,
      at,
    ]);
  }

  /** received → reviewed; false when the order is not (or no longer) received. */
  async markReviewed(id: string, at: Date): Promise<boolean> {
    return changed(await this.em.query(`update orders set status = 5, updated_at = $2 where id = $1 and status = 4`, [id, at])) === 1;
  }

  /** A return opened or decided: its return status, and the status when it changes (refund, or back). */
  async setReturn(id: string, p: { status?: number; returnStatus: number; at: Date }): Promise<void> {
    await this.em.query(`update orders set status = coalesce($2::smallint, status), return_status = $3, updated_at = $4 where id = $1`, [
      id,
      p.status ?? null,
      p.returnStatus,
      p.at,
    ]);
  }

  async addRefunded(id: string, amount: bigint): Promise<void> {
    // The check constraint refuses going above the total; the caller has checked under the lock.
    await this.em.query(`update orders set refunded = refunded + $2::bigint where id = $1`, [id, amount.toString()]);
  }

  /** Micro-units already refunded to the buyer (`orders.refunded`, kept by the after-sale module). */
  async refundedOf(id: string): Promise<bigint> {
    const [row] = await this.em.query(`select refunded::text as r from orders where id = $1`, [id]);
    return BigInt(row?.r ?? '0');
  }

  async markReminded(id: string, at: Date): Promise<void> {
    await this.em.query(`update orders set reminded_at = $2, updated_at = $2 where id = $1 and reminded_at is null`, [id, at]);
  }

  async addLogs(
    rows: { orderId: string; actor: OrderActor; state: LogStateCode; params?: Record<string, string>; at: Date }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.em.query(
      `insert into order_logs (order_id, actor, state, params, created_at)
       select * from unnest($1::text[], $2::text[], $3::smallint[], $4::jsonb[], $5::timestamptz[])`,
      [
        rows.map((r) => r.orderId),
        rows.map((r) => r.actor),
        rows.map((r) => r.state),
        rows.map((r) => JSON.stringify(r.params ?? {})),
        rows.map((r) => r.at),
      ],
    );
  }

  async addNotices(rows: { sellerId: string; kind: NoticeKind; orderId: string; at: Date }[]): Promise<void> {
    if (rows.length === 0) return;
    await this.em.query(
      `insert into seller_notices (seller_id, kind, order_id, created_at)
       select * from unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[])`,
      [rows.map((r) => r.sellerId), rows.map((r) => r.kind), rows.map((r) => r.orderId), rows.map((r) => r.at)],
    );
  }

  // ---- buyer reads -----------------------------------------------------------------------------

  async findOwned(userId: string, id: string): Promise<OrderRow | null> {
    return this.one(`select ${COLUMNS} from orders o join sellers s on s.id = o.seller_id where o.id = $1 and o.user_id = $2`, [
      id,
      userId,
    ]);
  }

  buyerPage(userId: string, statuses: number[], offset: number, limit: number): Promise<OrderListRow[]> {
    return this.em.query(
      `select ${COLUMNS}, ${FIRST_ITEM}, s.lang as "sellerLang" from orders o join sellers s on s.id = o.seller_id
        where o.user_id = $1 and o.status = any($2::smallint[])
        order by o.created_at desc, o.id desc offset $3 limit $4`,
      [userId, statuses, offset, limit],
    );
  }

  async buyerCount(userId: string, statuses: number[]): Promise<number> {
    const [row] = await this.em.query(`select count(*)::int as n from orders where user_id = $1 and status = any($2::smallint[])`, [
      userId,
      statuses,
    ]);
    return row.n;
  }

  items(orderId: string, offset = 0, limit = 1000): Promise<OrderItemRow[]> {
    return this.em.query(
      `select i.id::text, i.order_id as "orderId", i.goods_id as "goodsId", i.sku_id as "skuId", i.qty, i.list_price::text as "listPrice",
              i.paid_price::text as "paidPrice", i.freight::text, i.tax::text, i.goods_name_i18n as "goodsNameI18n",
              i.goods_icon as "goodsIcon", i.attributes,
              coalesce(k.selling_price, g.selling_price)::text as "currentSellingPrice", g.is_shelf as "isShelf", g.is_valid as "isValid",
              s.lang as "sellerLang"
         from order_items i
         left join goods g on g.id = i.goods_id
         left join goods_skus k on k.id = i.sku_id
         left join orders o on o.id = i.order_id
         left join sellers s on s.id = o.seller_id
        where i.order_id = $1 order by i.id offset $2 limit $3`,
      [orderId, offset, limit],
    );
  }

  async itemCount(orderId: string): Promise<number> {
    const [row] = await this.em.query(`select count(*)::int as n from order_items where order_id = $1`, [orderId]);
    return row.n;
  }

  logs(orderId: string): Promise<OrderLogRow[]> {
    return this.em.query(
      `select id::text, order_id as "orderId", actor, state, params, created_at as "createdAt"
         from order_logs where order_id = $1 order by created_at, id limit 1000`,
      [orderId],
    );
  }

  async statusCounts(userId: string): Promise<StatusCounts> {
    const [row] = await this.em.query(
      `select count(*) filter (where status = 0)::int as "waitPay",
              count(*) filter (where status in (1, 2))::int as "waitDeliver",
              count(*) filter (where status = 3)::int as "waitReceipt",
              count(*) filter (where status = 4)::int as "waitEvaluate",
              count(*) filter (where status = 6 and return_status = 1)::int as refund
         from orders where user_id = $1`,
      [userId],
    );
    return row;
  }

  // ---- jobs ------------------------------------------------------------------------------------

  dueUnpaid(before: Date, limit: number): Promise<string[]> {
    return this.em
      .query(`select id from orders where status = 0 and created_at < $1 order by created_at limit $2`, [before, limit])
      .then((rows: { id: string }[]) => rows.map((r) => r.id));
  }

  /**
   * Shipped orders due for auto-receipt: shipped before `before`, and not held by a return (see
   * {@link returnHold}): held orders are left out here, so they never fill a batch and starve the rest.
   */
  dueShipped(before: Date, limit: number, hold: { now: Date; escalateHours: number }): Promise<string[]> {
    return this.em
      .query(
        `select o.id from orders o where o.status = 3 and o.shipped_at < $1 and not ${returnHold('$3', '$4')}
          order by o.shipped_at limit $2`,
        [before, limit, hold.now, hold.escalateHours],
      )
      .then((rows: { id: string }[]) => rows.map((r) => r.id));
  }

  /** Whether a return holds the order's auto-receipt now ({@link returnHold}); read under the order's lock. */
  async heldByReturn(id: string, now: Date, escalateHours: number): Promise<boolean> {
    const [row] = await this.em.query(`select ${returnHold('$2', '$3')} as held from orders o where o.id = $1`, [id, now, escalateHours]);
    return row?.held === true;
  }

  // ---- seller side -----------------------------------------------------------------------------

  async findForSeller(sellerId: string, id: string): Promise<OrderRow | null> {
    return this.one(`select ${COLUMNS} from orders o join sellers s on s.id = o.seller_id where o.id = $1 and o.seller_id = $2`, [
      id,
      sellerId,
    ]);
  }

  sellerPage(sellerId: string, f: { status?: number; q?: string }, offset: number, limit: number): Promise<OrderRow[]> {
    return this.em.query(
      `select ${COLUMNS} from orders o join sellers s on s.id = o.seller_id
        where o.seller_id = $1 and ($2::smallint is null or o.status = $2)
          and ($3::text is null or o.id like $3 || '%' or o.contacts ilike '%' || $3 || '%')
        order by o.created_at desc, o.id desc offset $4 limit $5`,
      [sellerId, f.status ?? null, f.q ?? null, offset, limit],
    );
  }

  async sellerCount(sellerId: string, f: { status?: number; q?: string }): Promise<number> {
    const [row] = await this.em.query(
      `select count(*)::int as n from orders o
        where o.seller_id = $1 and ($2::smallint is null or o.status = $2)
          and ($3::text is null or o.id like $3 || '%' or o.contacts ilike '%' || $3 || '%')`,
      [sellerId, f.status ?? null, f.q ?? null],
    );
    return row.n;
  }

  /** Σ totals of paid, unsettled orders; Σ commission of settled ones; orders waiting to ship. */
  async sellerFigures(sellerId: string): Promise<{ inEscrow: string; commissionPaid: string; pendingOrders: number }> {
    const [row] = await this.em.query(
      `select coalesce(sum(prize_real + fees + tax) filter (where paid_at is not null and settled_at is null and status <> -1), 0)::text as "inEscrow",
              coalesce(sum((prize_real + fees + tax) * commission_bp / 10000) filter (where settled_at is not null), 0)::text as "commissionPaid",
              count(*) filter (where status in (1, 2))::int as "pendingOrders"
         from orders where seller_id = $1`,
      [sellerId],
    );
    return row;
  }

  sellerNotices(sellerId: string, offset: number, limit: number): Promise<NoticeRow[]> {
    return this.em.query(
      `select id::text, kind, order_id as "orderId", created_at as "createdAt", read_at as "readAt"
         from seller_notices where seller_id = $1 order by created_at desc, id desc offset $2 limit $3`,
      [sellerId, offset, limit],
    );
  }

  async sellerNoticeCount(sellerId: string): Promise<number> {
    const [row] = await this.em.query(`select count(*)::int as n from seller_notices where seller_id = $1`, [sellerId]);
    return row.n;
  }

  async markNoticesRead(sellerId: string, ids: string[] | null): Promise<void> {
    await this.em.query(
      `update seller_notices set read_at = now() where seller_id = $1 and read_at is null and ($2::bigint[] is null or id = any($2::bigint[]))`,
      [sellerId, ids],
    );
  }
}
