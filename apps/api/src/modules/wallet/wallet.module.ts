import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger';
import { SessionNonceRepository } from './session-nonce.repository';
import { SessionNonceService } from './session-nonce.service';
import { WalletService } from './wallet.service';

@Module({
  imports: [LedgerModule],
  providers: [WalletService, SessionNonceRepository, SessionNonceService],
  exports: [WalletService, SessionNonceService],
})
export class WalletModule {}
