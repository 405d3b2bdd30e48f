import { Injectable, Logger } from '@nestjs/common';
import { ScheduledJob } from '../../../core/queue/scheduled-job';
import { LedgerReconciler } from '../ledger.reconciler';

export const LEDGER_RECONCILE_JOB = 'ledger.reconcile';

/** Hourly, read-only: re-checks the ledger's invariants and logs any discrepancy loudly. */
@Injectable()
export class LedgerReconcileProcessor extends ScheduledJob {
  private readonly log = new Logger('LedgerReconcile');

  constructor(private readonly reconciler: LedgerReconciler) {
    super(LEDGER_RECONCILE_JOB, 3600_000);
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
