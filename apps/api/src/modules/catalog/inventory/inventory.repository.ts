import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../../core/database/transaction';

/** Rows changed by an UPDATE (TypeORM's postgres driver answers `[rows, rowCount]`). */
function changed(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
}

/** Stock and sold counts of goods and SKUs (the catalogue owns `goods` and `goods_skus`). */
@Injectable()
export class InventoryRepository extends BaseRepository {
  /** Take `qty` from a SKU's stock if it has that many; false otherwise. */
  async takeSkuStock(skuId: string, qty: number): Promise<boolean> {
    return changed(await this.em.query(`update goods_skus set stock = stock - $2 where id = $1 and stock >= $2`, [skuId, qty])) === 1;
  }

  async takeGoodsStock(goodsId: string, qty: number): Promise<boolean> {
    return changed(await this.em.query(`update goods set stock = stock - $2 where id = $1 and stock >= $2`, [goodsId, qty])) === 1;
  }

  async skuStock(skuId: string): Promise<number> {
    const [row] = await this.em.query(`select stock from goods_skus where id = $1`, [skuId]);
    return row?.stock ?? 0;
  }

  async goodsStock(goodsId: string): Promise<number> {
    const [row] = await this.em.query(`select stock from goods where id = $1`, [goodsId]);
    return row?.stock ?? 0;
  }

  async addGoodsSold(goodsId: string, units: number): Promise<void> {
    await this.em.query(`update goods set sold_num = sold_num + $2::bigint where id = $1`, [goodsId, units]);
  }

  /** Give an order's reserved units back (SKUs, then goods, each in id order: no deadlocks). */
  async releaseOrder(orderId: string): Promise<void> {
    await this.em.query(
      `update goods_skus k set stock = k.stock + x.qty
         from (select sku_id, sum(qty)::int as qty from order_items where order_id = $1 and sku_id is not null group by sku_id order by sku_id) x
        where k.id = x.sku_id`,
      [orderId],
    );
    await this.em.query(
      `update goods g set stock = g.stock + x.qty
         from (select goods_id, sum(qty)::int as qty from order_items where order_id = $1 and sku_id is null group by goods_id order by goods_id) x
        where g.id = x.goods_id`,
      [orderId],
    );
  }
}
