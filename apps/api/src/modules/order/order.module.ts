import { Module } from '@nestjs/common';
import { AddressModule } from '../address';
import { InventoryModule } from '../catalog';
import { LedgerModule } from '../ledger';
import { NotificationModule } from '../notification';
import { SellerCountersModule } from '../seller/counters';
import { SysparaModule } from '../syspara';
import { UserModule } from '../user';
import { WalletModule } from '../wallet';
import { OrderTimeoutsProcessor } from './jobs/order-timeouts.processor';
import { OrderMoves } from './order-moves.service';
import { OpenOrderLogoffCheck } from './order.logoff-check';
import { OrderRepository } from './order.repository';
import { OrderService } from './order.service';
import { OrderSettlement } from './order-settlement';
import { OrderTimeoutsService } from './order-timeouts.service';
import { SellerOrderService } from './seller-order.service';

/** Orders: submit, pay, lifecycle, the store's side, the timers. */
@Module({
  imports: [
    InventoryModule,
    SellerCountersModule,
    LedgerModule,
    SysparaModule,
    UserModule,
    AddressModule,
    WalletModule,
    NotificationModule,
  ],
  providers: [
    OrderRepository,
    OrderMoves,
    OrderSettlement,
    OrderService,
    SellerOrderService,
    OrderTimeoutsService,
    OrderTimeoutsProcessor,
    OpenOrderLogoffCheck,
  ],
  exports: [OrderService, SellerOrderService, OrderTimeoutsService, OrderMoves],
})
export class OrderModule {}
