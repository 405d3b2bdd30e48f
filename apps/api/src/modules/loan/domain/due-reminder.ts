import { DAY_MS } from './loan-terms';

/**
 * Days before a loan's due date its buyer is reminded (`loan.due`), latest stage last. A loan whose
 * due date is nearer than a stage when it is first seen (a short term, or a job that was down) gets
 * only the nearest stage's reminder, never several at once.
 */
export const LOAN_DUE_REMINDER_DAYS: readonly number[] = [3, 1];

/**
 * The reminder stage a loan due at `dueAt` is in at `now`: the smallest number of days among
 * `stages` the due date is within, or null when it is further away than all of them or already due
 * (then the overdue notice takes over).
 */
export function dueReminderStage(dueAt: Date, now: Date, stages: readonly number[] = LOAN_DUE_REMINDER_DAYS): number | null {
  const left = dueAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const within = stages.filter((d) => left <= d * DAY_MS);
  return within.length ? Math.min(...within) : null;
}
