import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { makeUser } from '../../../test/support/chain';
import { eventually } from '../../../test/support/eventually';
import { acquireRedis } from '../../../test/support/redis-server';
import { startContext } from '../../../test/support/test-app';
import { APP_CONFIG, type AppConfig } from '../../config/env.schema';
import { redisConnection } from '../../core/core.module';
import { Jobs, QUEUE_NAME } from '../../core/queue/jobs';
import { LOAN_DUE_REMIND_JOB } from './jobs/due-reminder.processor';

const DAY = 86_400_000;

/**
 * `loan.remindDue` carried by BullMQ on a real Redis to TWO worker processes (two app contexts on one
 * database): however many runs they take at once, the buyer gets one reminder.
 */
describe('loan due reminders through BullMQ with two workers (real Redis and Postgres)', () => {
  let redis: Awaited<ReturnType<typeof acquireRedis>>;
  let a: Awaited<ReturnType<typeof startContext>>;
  let b: Awaited<ReturnType<typeof startContext>>;
  const prefix = `loantron-test-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    redis = await acquireRedis();
    a = await startContext({ REDIS_URL: redis.url, REDIS_PREFIX: prefix });
    const db = a.ctx.get<AppConfig>(APP_CONFIG).DATABASE_URL!;
    b = await startContext({ REDIS_URL: redis.url, REDIS_PREFIX: prefix, DATABASE_URL: db });
  }, 60_000);

  afterAll(async () => {
    await b?.ctx.get(Jobs).stop();
    await a?.ctx.get(Jobs).stop();
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  it('a loan due in 2 days: one notice and one e-mail, whichever worker runs the jobs', async () => {
    const ds = a.ctx.get(DataSource);
    const userId = await makeUser(a.ctx, 'loanq');
    const [{ id: country }] = await ds.query(`select id from countries order by id limit 1`);
    const dueAt = new Date(Date.now() + 2 * DAY);
    await ds.query(
      `insert into loans (user_id, status, real_name, country_id, identification, photo_face, photo_back, photo_hand, amount,
         term_days, daily_rate, overdue_rate, total_interest, submitted_at, required_approvals, approved_at, due_at, disburse_transfer_id)
       values ($1, 2, 'Ada Lovelace', $2, 'X1', 'f', 'b', 'h', 100000000000, 30, 0.0005, 0.001, 1500000000, $3, 1, $3, $4, 1)`,
      [userId, country, new Date(dueAt.getTime() - 30 * DAY), dueAt],
    );
    await a.ctx.get(Jobs).start('worker');
    await b.ctx.get(Jobs).start('worker');
    for (const [ctx, id] of [
      [a, 'r1'],
      [b, 'r2'],
      [a, 'r3'],
      [b, 'r4'],
    ] as const)
      await ctx.ctx.get(Jobs).enqueue(LOAN_DUE_REMIND_JOB, {}, { jobId: `${prefix}-${id}` });

    const q = new Queue(QUEUE_NAME, { connection: redisConnection(redis.url), prefix });
    try {
      await eventually(async () => {
        const done = await q.getJobs(['completed']);
        return ['r1', 'r2', 'r3', 'r4'].every((id) => done.some((j) => j.id === `${prefix}-${id}`));
      }, 20_000);
    } finally {
      await q.obliterate({ force: true });
      await q.close();
    }
    const notices = await ds.query(`select kind from user_notices where user_id = $1 and kind = 'loan.due'`, [userId]);
    expect(notices).toHaveLength(1);
    const mails = await ds.query(
      `select 1 from outbound_messages m join users u on u.email = m.target where u.id = $1 and m.template = 'loan.due'`,
      [userId],
    );
    expect(mails).toHaveLength(1);
  });
});
