import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import type { EvaluationType } from '@mall/contracts';

export type I18nText = Record<string, string>;

export interface ReviewableOrder {
  id: string;
  userId: string;
  sellerId: string;
  status: number;
  country: string;
  receivedAt: Date | null;
}

export interface OrderLine {
  id: string;
  goodsId: string;
  skuId: string | null;
  attributes: { attrName_i18n: I18nText; attrValue_i18n: I18nText }[];
  reviewed: boolean;
}

export interface NewReview {
  orderId: string;
  orderItemId: string;
  goodsId: string;
  skuId: string | null;
  sellerId: string;
  userId: string;
  rating: number;
  evaluationType: number;
  content: string;
  images: string[];
  isDefault: boolean;
  attributes: unknown;
  countryName: string;
  at: Date;
}

export interface ReviewRow {
  id: string;
  orderId: string;
  goodsId: string;
  rating: number;
  evaluationType: EvaluationType;
  content: string;
  images: string[];
  isDefault: boolean;
  attributes: { attrName_i18n: I18nText; attrValue_i18n: I18nText }[];
  countryName: string;
  createdAt: Date;
  username: string;
  avatar: number;
  goodsName: I18nText | null;
  /** the store's own language (the last fallback of the goods' texts) */
  sellerLang: string | null;
}

export interface GoodsStats {
  good: number;
  medium: number;
  bad: number;
  withPictures: number;
  defaultCount: number;
  ratingSum: number;
}

/** The filter of `evaluation!list`: all (real and default), a real type, real with pictures, defaults only. */
export type ReviewFilter = { kind: 'all' } | { kind: 'type'; type: number } | { kind: 'pictures' } | { kind: 'default' };

const REVIEW = `e.id, e.order_id as "orderId", e.goods_id as "goodsId", e.rating, e.evaluation_type as "evaluationType", e.content, e.images,
  e.is_default as "isDefault", e.attributes, e.country_name as "countryName", e.created_at as "createdAt", u.username, u.avatar,
  (select s.lang from sellers s where s.id = e.seller_id) as "sellerLang"`;

function where(f: ReviewFilter): string {
  switch (f.kind) {
    case 'type':
      return `and not e.is_default and e.evaluation_type = ${f.type | 0}`;
    case 'pictures':
      return `and not e.is_default and cardinality(e.images) > 0`;
    case 'default':
      return `and e.is_default`;
    default:
      return '';
  }
}

/** Reviews, their per-goods counters and the store's counters; order reads for reviewing. */
@Injectable()
export class EvaluationRepository extends BaseRepository {
  async lockOrder(id: string, skipLocked = false): Promise<ReviewableOrder | null> {
    return this.one(
      `select id, user_id as "userId", seller_id as "sellerId", status, country, received_at as "receivedAt"
         from orders where id = $1 for update${skipLocked ? ' skip locked' : ''}`,
      [id],
    );
  }

  lines(orderId: string): Promise<OrderLine[]> {
    return this.em.query(
      `select i.id::text, i.goods_id as "goodsId", i.sku_id as "skuId", i.attributes,
              exists (select 1 from evaluations e where e.order_item_id = i.id) as reviewed
         from order_items i where i.order_id = $1 order by i.id`,
      [orderId],
    );
  }

  /** Insert a review unless its order line has one (the unique index decides under concurrency). */
  async insert(r: NewReview): Promise<string | null> {
    const rows = await this.em.query(
      `insert into evaluations (order_id, order_item_id, goods_id, sku_id, seller_id, user_id, rating, evaluation_type, content, images,
                                is_default, attributes, country_name, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       on conflict (order_item_id) do nothing returning id`,
      [
        r.orderId,
        r.orderItemId,
        r.goodsId,
        r.skuId,
        r.sellerId,
        r.userId,
        r.rating,
        r.evaluationType,
        r.content,
        r.images,
        r.isDefault,
        JSON.stringify(r.attributes ?? []),
        r.countryName,
        r.at,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /** Review counters of one goods, in the review's transaction (real reviews and default ones apart). */
  async count(goodsId: string, r: { type: number; rating: number; pictures: boolean; isDefault: boolean }): Promise<void> {
    const d = r.isDefault;
    await this.em.query(
      `insert into goods_review_stats as s (goods_id, good, medium, bad, with_pictures, default_count, rating_sum, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, now())
       on conflict (goods_id) do update set good = s.good + excluded.good, medium = s.medium + excluded.medium, bad = s.bad + excluded.bad,
              with_pictures = s.with_pictures + excluded.with_pictures, default_count = s.default_count + excluded.default_count,
              rating_sum = s.rating_sum + excluded.rating_sum, updated_at = now()`,
      [
        goodsId,
        !d && r.type === 1 ? 1 : 0,
        !d && r.type === 2 ? 1 : 0,
        !d && r.type === 3 ? 1 : 0,
        !d && r.pictures ? 1 : 0,
        d ? 1 : 0,
        d ? 0 : r.rating,
      ],
    );
  }

  page(goodsId: string, f: ReviewFilter, offset: number, limit: number): Promise<ReviewRow[]> {
    return this.em.query(
      `select ${REVIEW}, null as "goodsName" from evaluations e join users u on u.id = e.user_id
        where e.goods_id = $1 and e.status = 0 ${where(f)} order by e.created_at desc, e.id desc offset $2 limit $3`,
      [goodsId, offset, limit],
    );
  }

  async total(goodsId: string, f: ReviewFilter): Promise<number> {
    const [row] = await this.em.query(`select count(*)::int as n from evaluations e where e.goods_id = $1 and e.status = 0 ${where(f)}`, [
      goodsId,
    ]);
    return row.n;
  }

  async stats(goodsId: string): Promise<GoodsStats> {
    const [row] = await this.em.query(
      `select good, medium, bad, with_pictures as "withPictures", default_count as "defaultCount", rating_sum::int as "ratingSum"
         from goods_review_stats where goods_id = $1`,
      [goodsId],
    );
    return row ?? { good: 0, medium: 0, bad: 0, withPictures: 0, defaultCount: 0, ratingSum: 0 };
  }

  sellerPage(sellerId: string, offset: number, limit: number): Promise<ReviewRow[]> {
    return this.em.query(
      `select ${REVIEW}, g.name_i18n as "goodsName" from evaluations e join users u on u.id = e.user_id left join goods g on g.id = e.goods_id
        where e.seller_id = $1 order by e.created_at desc, e.id desc offset $2 limit $3`,
      [sellerId, offset, limit],
    );
  }

  async sellerTotal(sellerId: string): Promise<number> {
    const [row] = await this.em.query(`select count(*)::int as n from evaluations where seller_id = $1`, [sellerId]);
    return row.n;
  }

  async goodsExists(goodsId: string): Promise<boolean> {
    const [row] = await this.em.query(`select 1 from goods where id = $1`, [goodsId]);
    return !!row;
  }

  /** Orders received before `before` and still waiting for a review (the default-review job). */
  async dueForDefault(before: Date, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.em.query(
      `select id from orders where status = 4 and received_at < $1 order by received_at limit $2`,
      [before, limit],
    );
    return rows.map((r) => r.id);
  }
}
