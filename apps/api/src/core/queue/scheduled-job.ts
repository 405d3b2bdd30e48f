import { Inject, type OnModuleInit } from '@nestjs/common';
import type { TransactionHost } from '../database/transaction';
import { Jobs } from './jobs';

/**
 * A job that runs on a schedule (in-process, or on the worker with Redis): the subclass passes its
 * name and period and does the work in `run()`; registering it with {@link Jobs} at start-up is
 * done here, so a processor holds only what its work needs.
 */
export abstract class ScheduledJob implements OnModuleInit {
  @Inject(Jobs) private readonly jobs!: Jobs;

  constructor(
    private readonly job: string,
    private readonly everyMs: number,
  ) {}

  abstract run(): Promise<unknown>;

  /** Whether to schedule the job in this configuration (a processor that needs an outside service says no without it). */
  protected enabled(): boolean {
    return true;
  }

  onModuleInit(): void {
    if (this.enabled()) this.jobs.register(this.job, async () => void (await this.run()), { everyMs: this.everyMs });
  }
}

/**
 * Works through a backlog a batch at a time, each batch in its own transaction, until a batch comes
 * back short or handles nothing. `step` answers how many rows it read and how many it handled;
 * the total handled is returned.
 */
export async function inBatches(
  txHost: TransactionHost,
  size: number,
  step: () => Promise<{ read: number; done: number }>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const { read, done } = await txHost.withTransaction(step);
    total += done;
    if (read < size || done === 0) return total;
  }
}
