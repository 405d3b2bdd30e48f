import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/env.schema';
import { Jobs } from '../../../core/queue/jobs';
import { DepositAddressService } from '../deposit-address.service';
import { EvmDepositScanner } from '../evm/evm-scanner';
import { TronDepositScanner } from '../tron/tron-scanner';

export const CHAIN_SCAN_EVM_JOB = 'chain.scanEvm';
export const CHAIN_SCAN_TRON_JOB = 'chain.scanTron';

/**
 * Deposit watchers. Scheduled only for a family whose key is configured (without one its networks
 * cannot be in service); still registered, so they can be queued by hand.
 */
@Injectable()
export class ChainScanProcessor implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly evm: EvmDepositScanner,
    private readonly tron: TronDepositScanner,
    private readonly addresses: DepositAddressService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const every = (family: 'evm' | 'tron', ms: number) => (this.addresses.hasKey(family) ? { everyMs: ms } : {});
    this.jobs.register(CHAIN_SCAN_EVM_JOB, async () => void (await this.evm.scanAll()), every('evm', this.config.CHAIN_SCAN_INTERVAL_MS));
    this.jobs.register(
      CHAIN_SCAN_TRON_JOB,
      async () => void (await this.tron.scanAll()),
      every('tron', this.config.CHAIN_TRON_SCAN_INTERVAL_MS),
    );
  }
}
