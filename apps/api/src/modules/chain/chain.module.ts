import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger';
import { NotificationModule } from '../notification';
import { SysparaModule } from '../syspara';
import { UploadModule } from '../upload';
import { WalletModule } from '../wallet';
import { ChainNetworkService } from './chain-network.service';
import { ChainRepository } from './chain.repository';
import { DepositAddressService } from './deposit-address.service';
import { DepositCreditService } from './deposit-credit.service';
import { DepositReviewService } from './deposit-review.service';
import { EvmDepositScanner } from './evm/evm-scanner';
import { ChainScanProcessor } from './jobs/chain-scan.processor';
import { RechargeOrderRepository } from './recharge-order.repository';
import { PendingDepositLogoffCheck } from './recharge.logoff-check';
import { RechargeService } from './recharge.service';
import { TronDepositScanner } from './tron/tron-scanner';

/** USDT deposits: networks, derived addresses, chain scanners, deposit records and their review. Must not import UserModule. */
@Module({
  imports: [LedgerModule, WalletModule, UploadModule, SysparaModule, NotificationModule],
  providers: [
    ChainRepository,
    RechargeOrderRepository,
    DepositAddressService,
    ChainNetworkService,
    DepositCreditService,
    EvmDepositScanner,
    TronDepositScanner,
    ChainScanProcessor,
    RechargeService,
    DepositReviewService,
    PendingDepositLogoffCheck,
  ],
  exports: [
    RechargeService,
    DepositReviewService,
    DepositAddressService,
    EvmDepositScanner,
    TronDepositScanner,
    ChainRepository,
    ChainNetworkService,
  ],
})
export class ChainModule {}
