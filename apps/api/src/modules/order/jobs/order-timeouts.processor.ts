import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../../core/queue/jobs';
import { OrderTimeoutsService } from '../order-timeouts.service';

export const ORDER_AUTO_CANCEL_JOB = 'order.autoCancel';
export const ORDER_AUTO_RECEIPT_JOB = 'order.autoReceipt';
/** Unpaid holds are minutes (`mall_unpaid_hold_minutes` ≥ 5): stock comes back at most 15 s after the pay-before time. */
const AUTO_CANCEL_EVERY_MS = 15_000;
const AUTO_RECEIPT_EVERY_MS = 60_000;

/** Schedules the order timers (in-process, or BullMQ with Redis). */
@Injectable()
export class OrderTimeoutsProcessor implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly timeouts: OrderTimeoutsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(ORDER_AUTO_CANCEL_JOB, async () => void (await this.timeouts.autoCancel()), { everyMs: AUTO_CANCEL_EVERY_MS });
    this.jobs.register(ORDER_AUTO_RECEIPT_JOB, async () => void (await this.timeouts.autoReceipt()), {
      everyMs: AUTO_RECEIPT_EVERY_MS,
    });
  }
}
