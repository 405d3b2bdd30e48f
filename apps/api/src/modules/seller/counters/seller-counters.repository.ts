import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../../core/database/transaction';

/** The store counters of `sellers` (sold units, reviews, page views): the only writes of the table outside the demo seed. */
@Injectable()
export class SellerCountersRepository extends BaseRepository {
  async addSold(sellerId: string, units: number): Promise<void> {
    await this.em.query(`update sellers set sold_num = sold_num + $2::bigint where id = $1`, [sellerId, units]);
  }

  async addDefaultReview(sellerId: string): Promise<void> {
    await this.em.query(`update sellers set default_reviews = default_reviews + 1 where id = $1`, [sellerId]);
  }

  async addReview(sellerId: string, good: boolean): Promise<void> {
    await this.em.query(`update sellers set good_reviews = good_reviews + $2, total_reviews = total_reviews + 1 where id = $1`, [
      sellerId,
      good ? 1 : 0,
    ]);
  }

  async addView(sellerId: string): Promise<void> {
    await this.em.query(`update sellers set views_num = views_num + 1 where id = $1`, [sellerId]);
  }
}
