import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { makeUser } from '../../../test/support/chain';
import { startContext } from '../../../test/support/test-app';
import { LoanDueReminderProcessor } from './jobs/due-reminder.processor';
import { LoanOverdueProcessor } from './jobs/overdue.processor';

const DAY = 86_400_000;

/**
 * The loan notices the jobs send, on real Postgres: the due reminder (`loan.due`, a fixed number of
 * days before the due date, once per loan and stage) and the overdue notice, both in the buyer's
 * in-app notice centre and the e-mail outbox.
 */
describe('loan due reminders and overdue notices (real Postgres)', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let ds: DataSource;

  /** An active 100,000 USDT, 30-day loan of a new buyer, due in `dueInMs` from `now`. */
  const loan = async (now: Date, dueInMs: number, status: 2 | 5 = 2) => {
    const userId = await makeUser(t.ctx, 'loan');
    const id = randomUUID();
    const [{ id: country }] = await ds.query(`select id from countries order by id limit 1`);
    const dueAt = new Date(now.getTime() + dueInMs);
    const approvedAt = new Date(dueAt.getTime() - 30 * DAY);
    await ds.query(
      `insert into loans (id, user_id, status, real_name, country_id, identification, photo_face, photo_back, photo_hand, amount,
         term_days, daily_rate, overdue_rate, total_interest, submitted_at, required_approvals, approved_at, due_at,
         disburse_transfer_id, repaid_amount, repaid_at)
       values ($1, $2, $3, 'Ada Lovelace', $4, 'X1', 'f', 'b', 'h', 100000000000, 30, 0.0005, 0.001, 1500000000, $5, 1, $5, $6, 1,
         $7, $8)`,
      [id, userId, status, country, approvedAt, dueAt, status === 5 ? '101500000000' : '0', status === 5 ? now : null],
    );
    return { id, userId, dueAt };
  };
  const noticesOf = (userId: string, kind: string) =>
    ds.query(`select payload from user_notices where user_id = $1 and kind = $2`, [userId, kind]) as Promise<
      { payload: Record<string, string> }[]
    >;
  const mailsOf = async (userId: string, kind: string) => {
    const [{ email }] = await ds.query(`select email from users where id = $1`, [userId]);
    return ds.query(`select payload from outbound_messages where target = $1 and template = $2`, [email, kind]) as Promise<
      { payload: Record<string, string> }[]
    >;
  };
  const remind = (now: Date) => t.ctx.get(LoanDueReminderProcessor).run(now);

  beforeAll(async () => {
    t = await startContext();
    ds = t.ctx.get(DataSource);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('a loan due in 2 days: one notice and one e-mail; running again (also concurrently) sends nothing more', async () => {
    const now = new Date();
    const { userId, dueAt } = await loan(now, 2 * DAY);
    await Promise.all([remind(now), remind(now)]);
    await remind(new Date(now.getTime() + 3_600_000));
    const notices = await noticesOf(userId, 'loan.due');
    expect(notices).toEqual([{ payload: { amount: '101500.000000', dueAt: dueAt.toISOString() } }]);
    const mails = await mailsOf(userId, 'loan.due');
    expect(mails).toHaveLength(1);
    expect(mails[0].payload).toMatchObject({ amount: '101500.000000', dueAt: dueAt.toISOString() });
  });

  it('the last day brings the 1-day reminder, once; a short-notice loan gets only the nearest stage', async () => {
    const now = new Date();
    const { userId } = await loan(now, 2 * DAY);
    await remind(now);
    await remind(new Date(now.getTime() + DAY + 60_000)); // 1 day minus a minute before it is due
    await remind(new Date(now.getTime() + DAY + 120_000));
    expect(await noticesOf(userId, 'loan.due')).toHaveLength(2);
    expect(
      await ds.query(`select days_before from loan_due_reminders l join loans o on o.id = l.loan_id where o.user_id = $1 order by 1`, [
        userId,
      ]),
    ).toEqual([{ days_before: 1 }, { days_before: 3 }]);

    const late = await loan(now, 12 * 3_600_000);
    await remind(now);
    expect(await noticesOf(late.userId, 'loan.due')).toHaveLength(1);
  });

  it('no reminder for a repaid loan, nor for one due further away than three days', async () => {
    const now = new Date();
    const repaid = await loan(now, 2 * DAY, 5);
    const far = await loan(now, 4 * DAY);
    await remind(now);
    expect(await noticesOf(repaid.userId, 'loan.due')).toHaveLength(0);
    expect(await mailsOf(repaid.userId, 'loan.due')).toHaveLength(0);
    expect(await noticesOf(far.userId, 'loan.due')).toHaveLength(0);
  });

  it('the overdue notice lands in the notice centre and the outbox, once', async () => {
    const now = new Date();
    const { id, userId, dueAt } = await loan(now, -DAY);
    await t.ctx.get(LoanOverdueProcessor).run(now);
    await t.ctx.get(LoanOverdueProcessor).run(now);
    expect((await ds.query(`select status from loans where id = $1`, [id]))[0].status).toBe(3);
    const payload = { loanId: id, amount: '100000.000000', dueAt: dueAt.toISOString() };
    expect(await noticesOf(userId, 'loan.overdue')).toEqual([{ payload }]);
    expect((await mailsOf(userId, 'loan.overdue')).map((m) => m.payload)).toEqual([expect.objectContaining(payload)]);
    // and no due reminder for an overdue loan
    await remind(now);
    expect(await noticesOf(userId, 'loan.due')).toHaveLength(0);
  });
});
