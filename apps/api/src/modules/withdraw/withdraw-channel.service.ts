import { Inject, Injectable, Optional } from '@nestjs/common';
import { PAYOUT_SIGNER, type PayoutSigner } from './payout/payout-signer';
import { WithdrawConfigRepository, type WithdrawChannelRow } from './withdraw-config.repository';

/**
 * The networks withdrawals are in service on: switched on by the operator (`withdraw_configs`), with
 * an RPC endpoint, and a payout signer. Both families have a payout path: ERC-20 `transfer` on EVM
 * networks, TRC-20 `transfer` through a TronGrid-compatible API on TRON (same hot wallet key).
 */
@Injectable()
export class WithdrawChannelService {
  constructor(
    private readonly repo: WithdrawConfigRepository,
    @Optional() @Inject(PAYOUT_SIGNER) private readonly signer: PayoutSigner | null = null,
  ) {}

  payoutsConfigured(): boolean {
    return !!this.signer;
  }

  private inService(c: WithdrawChannelRow): boolean {
    return c.enabled && !!c.rpcUrl && (c.family === 'evm' || c.family === 'tron') && !!this.signer;
  }

  async active(): Promise<WithdrawChannelRow[]> {
    return (await this.repo.channels()).filter((c) => this.inService(c));
  }

  /** The network by id when withdrawals are in service on it. */
  async activeById(chain: string): Promise<WithdrawChannelRow | null> {
    const c = await this.repo.channel(chain);
    return c && this.inService(c) ? c : null;
  }

  /** Any network by id, in service or not (payout follow-up, operator views). */
  byId(chain: string): Promise<WithdrawChannelRow | null> {
    return this.repo.channel(chain);
  }
}
