import type { Logger } from '@nestjs/common';
import type { NetworkRow, NewDeposit } from './chain.repository';
import { tokenToMicro } from './domain/recharge-amount';

/** |micro-units| the ledger accepts on one leg; anything bigger is not a real USDT transfer. */
const MAX_CREDIT_MICRO = 10n ** 18n;

/**
 * One pass of a deposit scan job over every active network of a family, shared by the EVM and TRON
 * scanners (each passes its own network list and per-network scan). A pass that starts while the
 * previous one still runs is skipped (answers []); a network whose scan throws is logged and left to
 * the next tick, which retries from its persisted cursor, while the other networks go on.
 */
export class DepositScanPass<R> {
  private running = false;
  /** the last failure per network: an outage is logged once (and its end), not on every tick */
  private readonly failing = new Map<string, string>();

  constructor(
    private readonly log: Logger,
    private readonly networks: () => Promise<NetworkRow[]>,
    private readonly scanNetwork: (n: NetworkRow) => Promise<R>,
  ) {}

  async run(): Promise<R[]> {
    if (this.running) return [];
    this.running = true;
    const reports: R[] = [];
    try {
      for (const n of await this.networks()) {
        try {
          reports.push(await this.scanNetwork(n));
          if (this.failing.delete(n.id)) this.log.log(`scan of ${n.id} works again`);
        } catch (e) {
          // The next tick retries from the persisted cursor; other networks go on.
          const msg = (e as Error).message;
          if (this.failing.get(n.id) !== msg) this.log.warn(`scan of ${n.id} failed: ${msg}`);
          this.failing.set(n.id, msg);
        }
      }
    } finally {
      this.running = false;
    }
    return reports;
  }
}

/** A token transfer to one of our deposit addresses, as a scanner read it from its chain. */
export type ScannedTransfer = Omit<NewDeposit, 'chain' | 'amount' | 'state'>;

/**
 * The row to record for a transfer to one of our addresses on `n`: valued in micro-units (dust below
 * one rounded down), marked `below_minimum` under the network's minimum deposit. An implausibly large
 * value (above what the ledger accepts on one leg) is logged and answers null: it is not recorded.
 */
export function depositRow(log: Logger, n: NetworkRow, t: ScannedTransfer): NewDeposit | null {
  const amount = tokenToMicro(t.rawAmount, n.tokenDecimals);
  if (amount > MAX_CREDIT_MICRO) {
    log.error(`ignoring implausible transfer of ${t.rawAmount} on ${n.id} ${t.txHash}:${t.logIndex}`);
    return null;
  }
  return { chain: n.id, ...t, amount, state: amount < BigInt(n.minDeposit) ? 'below_minimum' : 'seen' };
}
