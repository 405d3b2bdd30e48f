import { Inject, Injectable, Optional } from '@nestjs/common';
import { PAYOUT_SIGNER, type PayoutSigner } from './payout/payout-signer';
import { WithdrawConfigRepository, type WithdrawChannelRow } from './withdraw-config.repository';

/** How a network's approved withdrawals are paid: signed by the payout signer, or by an operator by hand. */
export type PayoutMode = 'automatic' | 'manual';

/**
 * The networks withdrawals are in service on: switched on by the operator (`withdraw_configs`), with
 * an RPC endpoint. With a payout signer that covers the network, payouts are `automatic` (ERC-20
 * `transfer` on EVM networks, TRC-20 `transfer` through a TronGrid-compatible API on TRON); without
 * one, an EVM network pays `manual`ly: an operator pays from their own wallet and records the hash,
 * which the chain watcher verifies. TRON has no manual path (no receipt check against a node here),
 * so a TRON network without a signer stays out of service.
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

  /** `automatic` when the payout signer may pay on the network, else `manual`. */
  payoutMode(c: Pick<WithdrawChannelRow, 'chain'>): PayoutMode {
    return this.signer && (!this.signer.networks || this.signer.networks.includes(c.chain)) ? 'automatic' : 'manual';
  }

  private inService(c: WithdrawChannelRow): boolean {
    if (!c.enabled || !c.rpcUrl) return false;
    if (c.family === 'evm') return true;
    return c.family === 'tron' && this.payoutMode(c) === 'automatic';
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

  /** Every network with withdrawal rules, in service or not (operator views). */
  all(): Promise<WithdrawChannelRow[]> {
    return this.repo.channels();
  }
}
