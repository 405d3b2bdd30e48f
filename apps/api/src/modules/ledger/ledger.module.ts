import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LEDGER_ENTITIES } from './entities';
import { LedgerReconcileProcessor } from './jobs/reconcile.processor';
import { BalanceLogoffCheck } from './ledger.logoff-check';
import { LedgerReconciler } from './ledger.reconciler';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';

/** A leaf module: depends on nothing but the database, so any module may import it. */
@Module({
  imports: [TypeOrmModule.forFeature(LEDGER_ENTITIES)],
  providers: [LedgerRepository, LedgerService, LedgerReconciler, LedgerReconcileProcessor, BalanceLogoffCheck],
  exports: [LedgerService, LedgerReconciler],
})
export class LedgerModule {}
