import { Injectable } from '@nestjs/common';
import { InventoryRepository } from './inventory.repository';

export interface StockLine {
  goodsId: string;
  skuId?: string | null;
  qty: number;
}

/** Where a reservation stopped: the line that lacked stock and what is left of it. */
export interface StockShort {
  line: StockLine;
  stock: number;
}

/**
 * The catalogue's stock (issue 27: only the catalogue writes `goods` and `goods_skus`). The order
 * module reserves, releases and counts sales through it, inside its own transaction.
 */
@Injectable()
export class InventoryService {
  constructor(private readonly repo: InventoryRepository) {}

  /**
   * Guarded decrements in a fixed order (SKUs by id, then SKU-less goods by id): never oversold, no
   * deadlocks. Null when every line was taken; else the first short line (the caller rolls back).
   */
  async reserve(lines: StockLine[]): Promise<StockShort | null> {
    const bySku = lines.filter((l) => l.skuId).sort((a, b) => (a.skuId! < b.skuId! ? -1 : 1));
    for (const l of bySku) {
      if (!(await this.repo.takeSkuStock(l.skuId!, l.qty))) return { line: l, stock: await this.repo.skuStock(l.skuId!) };
    }
    const byGoods = lines.filter((l) => !l.skuId).sort((a, b) => (a.goodsId < b.goodsId ? -1 : 1));
    for (const l of byGoods) {
      if (!(await this.repo.takeGoodsStock(l.goodsId, l.qty))) return { line: l, stock: await this.repo.goodsStock(l.goodsId) };
    }
    return null;
  }

  /** Give back what an order reserved (its cancellation). */
  release(orderId: string): Promise<void> {
    return this.repo.releaseOrder(orderId);
  }

  /**
   * Real sold counts (`soldNum` of goods) grow by what a payment bought, one row per goods in id
   * order (the order stock is reserved in), so concurrent payments cannot deadlock.
   */
  async sold(lines: Pick<StockLine, 'goodsId' | 'qty'>[]): Promise<void> {
    const perGoods = new Map<string, number>();
    for (const l of lines) perGoods.set(l.goodsId, (perGoods.get(l.goodsId) ?? 0) + l.qty);
    for (const goodsId of [...perGoods.keys()].sort()) await this.repo.addGoodsSold(goodsId, perGoods.get(goodsId)!);
  }
}
