import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../../core/queue/jobs';
import { LedgerReconciler } from '../ledger.reconciler';

export const LEDGER_RECONCILE_JOB = 'ledger.reconcile';

/** Hourly, read-only: re-checks the ledger's invariants and logs any discrepancy loudly. */
@Injectable()
export class LedgerReconcileProcessor implements OnModuleInit {
  private readonly log = new Logger('LedgerReconcile');

  constructor(
    private readonly jobs: Jobs,
    private readonly reconciler: LedgerReconciler,
  ) {}

  onModuleInit(): void {
    this.jobs.register(LEDGER_RECONCILE_JOB, () => this.run(), { everyMs: 3600_000 });
  }

  async run(): Promise<void> {
    const report = await this.reconciler.run();
    if (report.ok) {
      this.log.log(
        `ledger reconciled: ${report.totals.accounts} accounts, ${report.totals.transfers} transfers, ${report.totals.entries} entries`,
      );
      return;
    }
    for (const c of report.checks.filter((x) => !x.ok)) {
      this.log.error(`ledger discrepancy: ${c.name}: ${c.discrepancies} row(s), e.g. ${JSON.stringify(c.samples.slice(0, 5))}`);
    }
  }
}
