import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';
import type { Paging } from './domain/paging';
import type { I18nText } from './domain/i18n-text';

export interface KeptGoodsRow {
  id: string;
  name_i18n: I18nText;
  images: string[];
  selling_price: string;
  discount_price: string | null;
  seller_id: string;
  seller_lang: string;
  is_shelf: boolean;
}

/** Favourite goods and followed stores; the store's follower count moves in the same transaction. */
@Injectable()
export class FavouritesRepository extends BaseRepository {
  async keep(userId: string, goodsId: string): Promise<void> {
    await this.em.query(`insert into keep_goods (user_id, goods_id) values ($1, $2) on conflict do nothing`, [userId, goodsId]);
  }

  async unkeep(userId: string, goodsId: string): Promise<void> {
    await this.em.query(`delete from keep_goods where user_id = $1 and goods_id = $2`, [userId, goodsId]);
  }

  /** Which of these goods the user keeps. */
  async keptAmong(userId: string, goodsIds: string[]): Promise<Set<string>> {
    if (!goodsIds.length) return new Set();
    const rows: { goods_id: string }[] = await this.em.query(
      `select goods_id from keep_goods where user_id = $1 and goods_id = any($2::uuid[])`,
      [userId, goodsIds],
    );
    return new Set(rows.map((r) => r.goods_id));
  }

  async countKept(userId: string): Promise<number> {
    return (await this.em.query(`select count(*)::int n from keep_goods where user_id = $1`, [userId]))[0].n;
  }

  async listKept(userId: string, p: Paging): Promise<KeptGoodsRow[]> {
    return this.em.query(
      `select g.id, g.name_i18n, g.images[1:4] as images, g.selling_price::text as selling_price, g.discount_price::text as discount_price,
              g.seller_id, s.lang as seller_lang, (g.is_shelf and g.is_valid and s.status = 'open') as is_shelf
         from keep_goods k join goods g on g.id = k.goods_id join sellers s on s.id = g.seller_id
        where k.user_id = $1 order by k.created_at desc, g.id limit $2 offset $3`,
      [userId, p.pageSize, p.offset],
    );
  }

  /** Follow; true when it is new (a trigger keeps `sellers.focus_num` equal to the follows: one source). */
  async follow(userId: string, sellerId: string): Promise<boolean> {
    const r = await this.em.query(`insert into focus_sellers (user_id, seller_id) values ($1, $2) on conflict do nothing returning 1`, [
      userId,
      sellerId,
    ]);
    return r.length > 0;
  }

  async unfollow(userId: string, sellerId: string): Promise<void> {
    await this.em.query(`delete from focus_sellers where user_id = $1 and seller_id = $2`, [userId, sellerId]);
  }

  async isFollowing(userId: string, sellerId: string): Promise<boolean> {
    return (await this.em.query(`select 1 from focus_sellers where user_id = $1 and seller_id = $2`, [userId, sellerId])).length > 0;
  }

  async countFollowed(userId: string): Promise<number> {
    return (await this.em.query(`select count(*)::int n from focus_sellers where user_id = $1`, [userId]))[0].n;
  }

  listFollowed(userId: string, p: Paging): Promise<any[]> {
    return this.em.query(
      `select s.id, s.name, s.avatar, s.sold_num::text as sold_num, s.views_num::text as views_num, s.focus_num, s.good_reviews, s.total_reviews
         from focus_sellers f join sellers s on s.id = f.seller_id
        where f.user_id = $1 order by f.created_at desc, s.id limit $2 offset $3`,
      [userId, p.pageSize, p.offset],
    );
  }

  /** Subscribe an e-mail; false when it was already subscribed. */
  async subscribe(email: string, lang: string): Promise<boolean> {
    return (
      (await this.em.query(`insert into subscriptions (email, lang) values ($1, $2) on conflict do nothing returning 1`, [email, lang]))
        .length > 0
    );
  }
}
