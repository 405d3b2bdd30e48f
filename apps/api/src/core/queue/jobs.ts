import { Logger } from '@nestjs/common';
import { Queue, Worker, type ConnectionOptions } from 'bullmq';

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

interface JobDef {
  handler: JobHandler;
  everyMs?: number;
}

/** Job names are `module.verb`; one queue for now, `mall-jobs`. */
export const QUEUE_NAME = 'mall-jobs';

/**
 * The job registry: modules register handlers (and optional schedules) at start-up.
 * Without Redis, jobs run in this process; with Redis, BullMQ carries them to the worker role.
 */
export class Jobs {
  private readonly log = new Logger('Jobs');
  private readonly defs = new Map<string, JobDef>();
  private readonly timers: NodeJS.Timeout[] = [];
  private queue?: Queue;
  private worker?: Worker;
  private running = new Set<Promise<void>>();

  /** `prefix`: the deployment's Redis key prefix (AppConfig.redisPrefix), BullMQ's own `bull` when unset. */
  constructor(
    private readonly redis?: ConnectionOptions,
    private readonly prefix?: string,
  ) {}

  register(name: string, handler: JobHandler, opts: { everyMs?: number } = {}): void {
    if (this.defs.has(name)) throw new Error(`job ${name} registered twice`);
    this.defs.set(name, { handler, everyMs: opts.everyMs });
  }

  /** Queue one job. In-process: runs soon, after the caller's transaction has returned. */
  async enqueue(name: string, data: Record<string, unknown> = {}, opts: { jobId?: string } = {}): Promise<void> {
    const def = this.defs.get(name);
    if (!def) throw new Error(`unknown job ${name}`);
    if (this.redis) {
      this.queue ??= new Queue(QUEUE_NAME, { connection: this.redis, prefix: this.prefix });
      await this.queue.add(name, data, {
        jobId: opts.jobId,
        attempts: 5,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      });
      return;
    }
    setImmediate(() => this.runLocal(name, def, data));
  }

  /** Start schedules (and, with Redis, the BullMQ worker) for the role that runs jobs. */
  async start(role: 'main' | 'worker'): Promise<void> {
    if (!this.redis) {
      if (role !== 'main') return;
      for (const [name, def] of this.defs) {
        if (!def.everyMs) continue;
        const t = setInterval(() => this.runLocal(name, def, {}), def.everyMs);
        t.unref();
        this.timers.push(t);
      }
      return;
    }
    this.queue ??= new Queue(QUEUE_NAME, { connection: this.redis, prefix: this.prefix });
    for (const [name, def] of this.defs) {
      if (def.everyMs) await this.queue.upsertJobScheduler(name, { every: def.everyMs }, { name, data: {} });
    }
    if (role === 'worker') {
      this.worker = new Worker(
        QUEUE_NAME,
        async (job) => {
          const def = this.defs.get(job.name);
          if (!def) throw new Error(`unknown job ${job.name}`);
          await def.handler(job.data ?? {});
        },
        { connection: { ...(this.redis as object), maxRetriesPerRequest: null } as ConnectionOptions, concurrency: 4, prefix: this.prefix },
      );
      this.worker.on('failed', (job, err) => this.log.error(`job ${job?.name} failed: ${err.message}`));
    }
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    await Promise.allSettled([...this.running]);
    await this.worker?.close();
    await this.queue?.close();
  }

  private runLocal(name: string, def: JobDef, data: Record<string, unknown>, attempt = 1): void {
    const p = def
      .handler(data)
      .catch((err: Error) => {
        this.log.error(`job ${name} failed (attempt ${attempt}): ${err.message}`);
        if (attempt < 5) {
          const t = setTimeout(() => this.runLocal(name, def, data, attempt + 1), 1000 * 2 ** attempt);
          t.unref();
        }
      })
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }
}
