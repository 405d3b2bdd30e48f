import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/env.schema';
import { Jobs } from '../../../core/queue/jobs';
import { WithdrawPayoutService } from '../payout/payout.service';
import { ManualPayoutService } from '../payout/manual-payout.service';
import { WALLET_CONFIRM_PAYOUTS_JOB, WALLET_PAYOUT_JOB, WALLET_VERIFY_MANUAL_PAYOUTS_JOB } from '../withdraw-review.service';

/**
 * `wallet.payout` ({orderNo} after an approval commits, or a scheduled sweep of every approved
 * order: the approved rows themselves are the durable outbox) and `wallet.confirmPayouts`
 * (scheduled), scheduled only when a payout signer is configured; and `wallet.verifyManualPayouts`
 * (the chain watcher of hashes operators recorded, scheduled always: manual payouts need no signer).
 */
@Injectable()
export class PayoutProcessor implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly payouts: WithdrawPayoutService,
    private readonly manual: ManualPayoutService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const every = this.payouts.enabled ? { everyMs: this.config.CHAIN_PAYOUT_INTERVAL_MS } : {};
    this.jobs.register(
      WALLET_PAYOUT_JOB,
      async (data) => {
        if (typeof data.orderNo === 'string') await this.payouts.payout(data.orderNo);
        else await this.payouts.sweep();
      },
      every,
    );
    this.jobs.register(WALLET_CONFIRM_PAYOUTS_JOB, async () => void (await this.payouts.confirmAll()), every);
    this.jobs.register(WALLET_VERIFY_MANUAL_PAYOUTS_JOB, async () => void (await this.manual.verifyAll()), {
      everyMs: this.config.CHAIN_PAYOUT_INTERVAL_MS,
    });
  }
}
