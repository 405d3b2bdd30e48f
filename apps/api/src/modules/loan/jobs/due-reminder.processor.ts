import { Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '../../../core/database/transaction';
import { inBatches, ScheduledJob } from '../../../core/queue/scheduled-job';
import { NotificationService } from '../../notification';
import { LOAN_DUE_REMINDER_DAYS, dueReminderStage } from '../domain/due-reminder';
import { LoanRepository } from '../loan.repository';
import { quoteOf } from '../loan.service';

export const LOAN_DUE_REMIND_JOB = 'loan.remindDue';
const HOUR = 3_600_000;
const BATCH = 200;

/**
 * `loan.remindDue` (hourly): the buyer of an active loan is reminded (`loan.due`: in-app notice and
 * e-mail, through `notifyUser`) {@link LOAN_DUE_REMINDER_DAYS} days before its due date, with what
 * settles it then. A row of `loan_due_reminders` (loan, stage) is written in the same transaction as
 * the notice and the outbox row, so each reminder goes out exactly once across workers, retries and
 * restarts; repaid (and overdue) loans get none.
 */
@Injectable()
export class LoanDueReminderProcessor extends ScheduledJob {
  private readonly log = new Logger('LoanDueReminder');

  constructor(
    private readonly loans: LoanRepository,
    private readonly notifications: NotificationService,
    private readonly txHost: TransactionHost,
  ) {
    super(LOAN_DUE_REMIND_JOB, HOUR);
  }

  async run(now = new Date()): Promise<{ reminded: number }> {
    const reminded = await inBatches(this.txHost, BATCH, async () => {
      const rows = await this.loans.dueUnreminded(now, LOAN_DUE_REMINDER_DAYS, BATCH);
      let sent = 0;
      for (const r of rows) {
        const stage = r.dueAt ? dueReminderStage(r.dueAt, now) : null;
        if (stage === null || !(await this.loans.markReminded(r.id, stage, r.dueAt!))) continue;
        const due = quoteOf(r, r.dueAt!).due;
        await this.notifications.notifyUser(r.userId, 'loan.due', { amount: due.format(), dueAt: r.dueAt!.toISOString() });
        sent++;
      }
      return { read: rows.length, done: sent };
    });
    if (reminded) this.log.log(`${reminded} loan due reminder(s) queued`);
    return { reminded };
  }
}
