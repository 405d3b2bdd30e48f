import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../../core/queue/jobs';
import { OrderTimeoutsService } from '../order-timeouts.service';

export const ORDER_AUTO_CANCEL_JOB = 'order.autoCancel';
export const ORDER_AUTO_RECEIPT_JOB = 'order.autoReceipt';
const EVERY_MS = 60_000;

/** Schedules the order timers every minute (in-process, or BullMQ with Redis). */
@Injectable()
export class OrderTimeoutsProcessor implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly timeouts: OrderTimeoutsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(ORDER_AUTO_CANCEL_JOB, async () => void (await this.timeouts.autoCancel()), { everyMs: EVERY_MS });
    this.jobs.register(ORDER_AUTO_RECEIPT_JOB, async () => void (await this.timeouts.autoReceipt()), { everyMs: EVERY_MS });
  }
}
