import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { AuditModule } from '../audit';
import { ChainModule } from '../chain';
import { LedgerModule } from '../ledger';
import { NotificationModule } from '../notification';
import { SysparaModule } from '../syspara';
import { UserModule } from '../user';
import { WalletModule } from '../wallet';
import { PayoutProcessor } from './jobs/payout.processor';
import { ManualPaymentScan } from './payout/manual-payment-scan';
import { ManualPayoutService } from './payout/manual-payout.service';
import { PayoutSettlementService } from './payout/payout-settlement.service';
import { PAYOUT_SIGNER, payoutSignerFromConfig } from './payout/payout-signer';
import { WithdrawPayoutService } from './payout/payout.service';
import { WithdrawAddressRepository } from './withdraw-address.repository';
import { WithdrawChannelService } from './withdraw-channel.service';
import { WithdrawConfigRepository } from './withdraw-config.repository';
import { WithdrawOrderRepository } from './withdraw-order.repository';
import { WithdrawReviewService } from './withdraw-review.service';
import { WithdrawService } from './withdraw.service';
import { PendingWithdrawalLogoffCheck } from './withdraw.logoff-check';
import { WithdrawLinksController } from './withdraw-links.controller';

/** USDT withdrawals: address binding, applications, operator review, on-chain payouts. */
@Module({
  imports: [AuditModule, LedgerModule, WalletModule, ChainModule, SysparaModule, UserModule, NotificationModule],
  controllers: [WithdrawLinksController],
  providers: [
    { provide: PAYOUT_SIGNER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => payoutSignerFromConfig(config) },
    WithdrawOrderRepository,
    WithdrawAddressRepository,
    WithdrawConfigRepository,
    WithdrawChannelService,
    WithdrawService,
    WithdrawReviewService,
    PayoutSettlementService,
    WithdrawPayoutService,
    ManualPayoutService,
    ManualPaymentScan,
    PayoutProcessor,
    PendingWithdrawalLogoffCheck,
  ],
  exports: [
    WithdrawService,
    WithdrawReviewService,
    WithdrawPayoutService,
    ManualPayoutService,
    WithdrawConfigRepository,
    WithdrawChannelService,
  ],
})
export class WithdrawModule {}
