import { Inject, Injectable, Optional } from '@nestjs/common';
import { SysparaService } from '../syspara';
import { PAYOUT_SIGNER, type PayoutSigner } from './payout/payout-signer';
import { WithdrawConfigRepository, type WithdrawChannelRow } from './withdraw-config.repository';

const ONLY_ONE = 'withdraw_only_one';

/** How a network's approved withdrawals are paid: signed by the payout signer, or by an operator by hand. */
export type PayoutMode = 'automatic' | 'manual';

/**
 * The networks withdrawals are in service on: switched on by the operator (`withdraw_configs`), with
 * an RPC endpoint. With a payout signer that covers the network, payouts are `automatic` (ERC-20
 * `transfer` on EVM networks, TRC-20 `transfer` through a TronGrid-compatible API on TRON); without
 * one, the network pays `manual`ly: an operator pays from their own wallet and records the hash (EVM)
 * or transaction id (TRON), which the chain watcher verifies against the network (`ManualPayoutService`).
 */
@Injectable()
export class WithdrawChannelService {
  constructor(
    private readonly repo: WithdrawConfigRepository,
    private readonly syspara: SysparaService,
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
    return c.enabled && !!c.rpcUrl && (c.family === 'evm' || c.family === 'tron');
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

  /** `withdraw_only_one` (syspara): one unfinished withdrawal per user (default) or several. */
  async onlyOne(): Promise<boolean> {
    return (await this.syspara.getString(ONLY_ONE, '1')).trim() !== '0';
  }

  /** In the caller's transaction (the syspara module owns `sysparas`). */
  setOnlyOne(onlyOne: boolean): Promise<void> {
    return this.syspara.set(ONLY_ONE, onlyOne ? '1' : '0', 'One unfinished withdrawal per user at a time (1), or several (0)');
  }
}
