import { Injectable } from '@nestjs/common';
import { AppError } from '../../core/errors/app-error';
import { SellerOrderService } from '../order';
import type { CurrentSellerData } from '../../core/auth/seller';
import { mayFulfil } from './domain/current-seller';
import type { ShipInput } from './domain/ship-input';

export interface OrderListQuery {
  status?: number;
  q?: string;
  page: number;
  pageSize: number;
}

/**
 * The seller console's use cases. Every order read and write is the order module's
 * (`SellerOrderService`, scoped by the store id: another store's order is ORDER_NOT_FOUND, exactly as
 * a missing one); this service adds the console's own rule: a suspended store reads but does not act.
 */
@Injectable()
export class SellerConsoleService {
  constructor(private readonly orders: SellerOrderService) {}

  async me(seller: CurrentSellerData) {
    const balances = await this.orders.balances(seller.id);
    return { seller: { id: seller.id, name: seller.name, status: seller.status }, balances };
  }

  list(seller: CurrentSellerData, query: OrderListQuery) {
    return this.orders.listForSeller(seller.id, query);
  }

  detail(seller: CurrentSellerData, orderId: string) {
    return this.orders.detailForSeller(seller.id, orderId);
  }

  async confirm(seller: CurrentSellerData, orderId: string): Promise<void> {
    if (!mayFulfil(seller.status)) throw new AppError('SELLER_SUSPENDED');
    await this.orders.confirm(seller.id, orderId);
  }

  async ship(seller: CurrentSellerData, orderId: string, input: ShipInput): Promise<void> {
    if (!mayFulfil(seller.status)) throw new AppError('SELLER_SUSPENDED');
    await this.orders.ship(seller.id, orderId, input);
  }

  notices(seller: CurrentSellerData, page: number) {
    return this.orders.notices(seller.id, page);
  }
}
