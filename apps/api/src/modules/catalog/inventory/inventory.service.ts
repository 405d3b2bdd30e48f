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
 * module reserves and releases through it, inside its own transaction.
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
}
