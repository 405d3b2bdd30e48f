import Redis from 'ioredis';
import { Queue } from 'bullmq';
import { redisConnection } from '../core.module';
import { Jobs, QUEUE_NAME } from './jobs';
import { eventually } from '../../../test/support/eventually';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';

describe('Jobs', () => {
  it('runs a job in-process when there is no Redis', async () => {
    const jobs = new Jobs();
    const seen: unknown[] = [];
    jobs.register('test.echo', async (d) => void seen.push(d));
    await jobs.start('main');
    await jobs.enqueue('test.echo', { n: 1 });
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([{ n: 1 }]);
    await jobs.stop();
  });

  it('retries a failing in-process job', async () => {
    const jobs = new Jobs();
    let calls = 0;
    jobs.register('test.flaky', async () => {
      calls += 1;
      if (calls === 1) throw new Error('first try fails');
    });
    await jobs.enqueue('test.flaky');
    await new Promise((r) => setTimeout(r, 2300));
    expect(calls).toBe(2);
    await jobs.stop();
  });

  it('carries jobs through BullMQ on a real Redis to the worker role', async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const db = 9; // keep test keys apart
    const url = new URL(REDIS_URL);
    url.pathname = `/${db}`;
    await redis.select(db);
    await redis.flushdb();
    const conn = redisConnection(url.toString());
    const producer = new Jobs(conn);
    const worker = new Jobs(conn);
    const seen: unknown[] = [];
    for (const j of [producer, worker]) j.register('test.echo', async (d) => void seen.push(d));
    await worker.start('worker');
    await producer.enqueue('test.echo', { via: 'bullmq' }, { jobId: 'once' });
    await producer.enqueue('test.echo', { via: 'bullmq' }, { jobId: 'once' }); // same id: one job
    await eventually(() => seen.length >= 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toEqual([{ via: 'bullmq' }]);
    const q = new Queue(QUEUE_NAME, { connection: conn });
    expect(await q.getCompletedCount()).toBe(1);
    await q.close();
    await producer.stop();
    await worker.stop();
    await redis.flushdb();
    await redis.quit();
  });
});
