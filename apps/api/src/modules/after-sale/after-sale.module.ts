import { Module } from '@nestjs/common';
import { AdminModule } from '../admin';
import { AuditModule } from '../audit';
import { LedgerModule } from '../ledger';
import { NotificationModule } from '../notification';
import { OrderModule } from '../order';
import { SellerModule } from '../seller';
import { SysparaModule } from '../syspara';
import { UploadModule } from '../upload';
import { AfterSaleRepository } from './after-sale.repository';
import { AdminRefundsController } from './http/admin-refunds.controller';
import { SellerReturnsController } from './http/seller-returns.controller';
import { OperatorRefundService } from './operator-refund.service';
import { RefundEngine } from './refund-engine';
import { RefundSettings } from './refund-settings';
import { ReturnService } from './return.service';

/** After-sales: return requests with photo evidence, seller and operator decisions, refunds through the ledger. */
@Module({
  imports: [LedgerModule, SysparaModule, UploadModule, SellerModule, AdminModule, AuditModule, NotificationModule, OrderModule],
  controllers: [SellerReturnsController, AdminRefundsController],
  providers: [AfterSaleRepository, RefundSettings, RefundEngine, ReturnService, OperatorRefundService],
  exports: [ReturnService, OperatorRefundService],
})
export class AfterSaleModule {}
