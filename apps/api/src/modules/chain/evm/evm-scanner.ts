import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/env.schema';
import { ChainNetworkService } from '../chain-network.service';
import { ChainRepository, type NetworkRow, type NewDeposit } from '../chain.repository';
import { DepositCreditService } from '../deposit-credit.service';
import { DepositScanPass, depositRow } from '../deposit-scan';
import { confirmationsAt, decideDeposit } from '../domain/deposit-decision';
import { EvmRpc, RpcError, TRANSFER_TOPIC, addressTopic, decodeTransfer, type EvmLog } from './evm-rpc';

export interface EvmScanReport {
  network: string;
  head: bigint;
  /** last block scanned this pass */
  scannedTo: bigint | null;
  recorded: number;
  credited: number;
  orphaned: number;
}

/** At most this many capped ranges per network per pass, so one pass stays short. */
const RANGES_PER_PASS = 20n;
/** Transfers still waiting for confirmations handled per pass. */
const OPEN_PER_PASS = 500;

/**
 * Polls each active EVM network for USDT `Transfer` logs to our deposit addresses (`eth_getLogs`
 * over block ranges from a persisted cursor; no websocket subscriptions), records them, follows
 * their confirmations and credits them once final and still canonical.
 *
 * The scan window starts `confirmations` blocks before the cursor, so a reorganisation inside the
 * confirmation depth is re-read: a transfer re-mined in another block is seen again there. RPC calls
 * are made before any transaction is opened; writes are short transactions (DepositCreditService).
 */
@Injectable()
export class EvmDepositScanner {
  private readonly log = new Logger('EvmScanner');
  private readonly pass = new DepositScanPass(
    this.log,
    () => this.networks.active('evm'),
    (n) => this.scanNetwork(n),
  );
  /** With more deposit addresses than this, fetch every transfer of the token and filter locally. */
  topicFilterLimit = 500;
  /** Addresses per `eth_getLogs` topic filter. */
  topicChunk = 100;

  constructor(
    private readonly networks: ChainNetworkService,
    private readonly repo: ChainRepository,
    private readonly deposits: DepositCreditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The `chain.scanEvm` job: one pass over every active EVM network. Overlapping ticks are skipped. */
  scanAll(): Promise<EvmScanReport[]> {
    return this.pass.run();
  }

  rpcFor(n: NetworkRow): EvmRpc {
    return new EvmRpc(n.rpcUrl!, this.config.CHAIN_RPC_TIMEOUT_MS);
  }

  async scanNetwork(n: NetworkRow, rpc: EvmRpc = this.rpcFor(n)): Promise<EvmScanReport> {
    const head = await rpc.blockNumber();
    const required = BigInt(n.confirmations);
    const maxRange = BigInt(this.config.CHAIN_EVM_MAX_BLOCK_RANGE);
    const report: EvmScanReport = { network: n.id, head, scannedTo: null, recorded: 0, credited: 0, orphaned: 0 };

    const cursor = n.scanCursor === null ? null : BigInt(n.scanCursor);
    let from = cursor === null ? head - required + 1n : cursor + 1n - required;
    if (from < 0n) from = 0n;
    const addresses = from <= head ? await this.ourAddresses() : [];
    for (let i = 0n; from <= head && i < RANGES_PER_PASS; i++) {
      const to = from + maxRange - 1n < head ? from + maxRange - 1n : head;
      const logs = await this.transferLogs(rpc, n, addresses, from, to);
      const rows = await this.toDeposits(n, logs, head);
      report.recorded += (await this.deposits.recordBatch(n, rows, to)).length;
      report.scannedTo = to;
      from = to + 1n;
    }

    const settled = await this.settle(n, rpc, head);
    report.credited = settled.credited;
    report.orphaned = settled.orphaned;
    return report;
  }

  /** Our EVM deposit addresses (stored form), or all of them up to just over the topic-filter limit. */
  private async ourAddresses(): Promise<string[]> {
    const addresses: string[] = [];
    let after = '0';
    for (;;) {
      const page = await this.repo.addressPage('evm', after, 1000);
      addresses.push(...page.map((a) => a.address));
      if (page.length < 1000 || addresses.length > this.topicFilterLimit) return addresses;
      after = page[page.length - 1].id;
    }
  }

  /**
   * Transfer logs of the token in [from, to] that may concern us: filtered by recipient topic while
   * we have few addresses, else every transfer of the token (matched against the table afterwards).
   */
  private async transferLogs(rpc: EvmRpc, n: NetworkRow, addresses: string[], from: bigint, to: bigint): Promise<EvmLog[]> {
    if (addresses.length === 0) return [];
    if (addresses.length > this.topicFilterLimit) return this.getLogsSplitting(rpc, n, from, to, [TRANSFER_TOPIC]);
    const out: EvmLog[] = [];
    for (let i = 0; i < addresses.length; i += this.topicChunk) {
      const topics = addresses.slice(i, i + this.topicChunk).map(addressTopic);
      out.push(...(await this.getLogsSplitting(rpc, n, from, to, [TRANSFER_TOPIC, null, topics])));
    }
    return out;
  }

  /** `eth_getLogs`, halving the range when the node refuses it (result or range limits). */
  private async getLogsSplitting(
    rpc: EvmRpc,
    n: NetworkRow,
    from: bigint,
    to: bigint,
    topics: (string | string[] | null)[],
  ): Promise<EvmLog[]> {
    try {
      return await rpc.getLogs({ address: n.tokenContract, fromBlock: from, toBlock: to, topics });
    } catch (e) {
      if (!(e instanceof RpcError) || from >= to) throw e;
      const mid = from + (to - from) / 2n;
      return [...(await this.getLogsSplitting(rpc, n, from, mid, topics)), ...(await this.getLogsSplitting(rpc, n, mid + 1n, to, topics))];
    }
  }

  /** Logs → rows to record: ours only, decoded, valued in micro-units, below-minimum ones marked. */
  private async toDeposits(n: NetworkRow, logs: EvmLog[], head: bigint): Promise<NewDeposit[]> {
    const token = n.tokenContract.toLowerCase();
    const transfers = logs
      .filter((l) => !l.removed && l.address === token)
      .map((l) => ({ log: l, t: decodeTransfer(l) }))
      .filter((x): x is { log: EvmLog; t: NonNullable<typeof x.t> } => x.t !== null);
    if (transfers.length === 0) return [];
    const ours = new Map(
      (await this.repo.addressesAmong('evm', [...new Set(transfers.map((x) => x.t.to))])).map((a) => [a.address, a.userId] as const),
    );
    const rows: NewDeposit[] = [];
    for (const { log, t } of transfers) {
      const userId = ours.get(t.to);
      if (!userId) continue;
      const row = depositRow(this.log, n, {
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        fromAddress: t.from,
        toAddress: t.to,
        userId,
        rawAmount: t.value,
        confirmations: confirmationsAt(head, log.blockNumber),
      });
      if (row) rows.push(row);
    }
    return rows;
  }

  /**
   * Transfers waiting for confirmations: count them against `head`; those deep enough are checked
   * against the canonical block at their height (fetched first, no lock held) and then credited,
   * or marked orphaned when their block was reorganised away.
   */
  private async settle(n: NetworkRow, rpc: EvmRpc, head: bigint): Promise<{ credited: number; orphaned: number }> {
    const required = BigInt(n.confirmations);
    const open = await this.repo.openDeposits(n.id, OPEN_PER_PASS);
    const canonical = new Map<string, string | null>();
    for (const d of open) {
      if (confirmationsAt(head, BigInt(d.blockNumber)) >= required && !canonical.has(d.blockNumber)) {
        canonical.set(d.blockNumber, await rpc.blockHashAt(BigInt(d.blockNumber)));
      }
    }
    let credited = 0;
    let orphaned = 0;
    const waiting: { id: string; confirmations: bigint }[] = [];
    for (const d of open) {
      const decision = decideDeposit({
        head,
        blockNumber: BigInt(d.blockNumber),
        blockHash: d.blockHash,
        canonicalHash: canonical.has(d.blockNumber) ? canonical.get(d.blockNumber) : undefined,
        required,
      });
      if (decision.action === 'credit') {
        if (await this.deposits.credit(n, d.id, decision.confirmations)) credited++;
      } else if (decision.action === 'orphan') {
        await this.deposits.orphan(d.id, decision.confirmations);
        orphaned++;
      } else {
        waiting.push({ id: d.id, confirmations: decision.confirmations });
      }
    }
    await this.deposits.setConfirmations(waiting);
    return { credited, orphaned };
  }
}
