import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '../../../core/database/transaction';
import { Jobs } from '../../../core/queue/jobs';
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
export class LoanDueReminderProcessor implements OnModuleInit {
  private readonly log = new Logger('LoanDueReminder');

  constructor(
    private readonly jobs: Jobs,
    private readonly loans: LoanRepository,
    private readonly notifications: NotificationService,
    private readonly txHost: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.jobs.register(LOAN_DUE_REMIND_JOB, async () => void (await this.run()), { everyMs: HOUR });
  }

  async run(now = new Date()): Promise<{ reminded: number }> {
    let reminded = 0;
    for (;;) {
      const [seen, sent] = await this.txHost.withTransaction(async () => {
        const rows = await this.loans.dueUnreminded(now, LOAN_DUE_REMINDER_DAYS, BATCH);
        let n = 0;
        for (const r of rows) {
          const stage = r.dueAt ? dueReminderStage(r.dueAt, now) : null;
          if (stage === null || !(await this.loans.markReminded(r.id, stage, r.dueAt!))) continue;
          const due = quoteOf(r, r.dueAt!).due;
          await this.notifications.notifyUser(r.userId, 'loan.due', { amount: due.format(), dueAt: r.dueAt!.toISOString() });
          n++;
        }
        return [rows.length, n] as const;
      });
      reminded += sent;
      if (seen < BATCH || sent === 0) break;
    }
    if (reminded) this.log.log(`${reminded} loan due reminder(s) queued`);
    return { reminded };
  }
}
