import { Injectable } from '@nestjs/common';
import { SellerCountersRepository } from './seller-counters.repository';

/** Units a payment bought from one store. */
export interface StoreSale {
  sellerId: string;
  units: number;
}

/**
 * The stores' counters (issue 27 item 1: only the seller module writes `sellers`). The order,
 * evaluation and catalogue modules count through it, inside their own transaction (the repository
 * reads the open one), so a payment or a review and its counts commit or vanish together.
 */
@Injectable()
export class SellerCountersService {
  constructor(private readonly repo: SellerCountersRepository) {}

  /**
   * Sold units grow by what a payment bought, one row per store in id order (the order stock is
   * reserved in), so concurrent payments cannot deadlock.
   */
  async sold(sales: StoreSale[]): Promise<void> {
    const perSeller = new Map<string, number>();
    for (const s of sales) perSeller.set(s.sellerId, (perSeller.get(s.sellerId) ?? 0) + s.units);
    for (const sellerId of [...perSeller.keys()].sort()) await this.repo.addSold(sellerId, perSeller.get(sellerId)!);
  }

  /** One more review of the store: a default one (given by the timer) is counted apart from real ones. */
  reviewed(sellerId: string, r: { isDefault: boolean; good: boolean }): Promise<void> {
    return r.isDefault ? this.repo.addDefaultReview(sellerId) : this.repo.addReview(sellerId, r.good);
  }

  /** One more view of the store's page. */
  viewed(sellerId: string): Promise<void> {
    return this.repo.addView(sellerId);
  }
}
