import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/env.schema';
import { ChainNetworkService } from '../chain-network.service';
import { ChainRepository, type NetworkRow, type NewDeposit } from '../chain.repository';
import { DepositCreditService } from '../deposit-credit.service';
import { DepositScanPass, depositRow } from '../deposit-scan';
import { TronGridClient } from './trongrid-client';

export interface TronScanReport {
  network: string;
  addresses: number;
  recorded: number;
  credited: number;
}

const ADDRESS_PAGE = 500;

/**
 * TRON deposits through a TronGrid-compatible API (no TRON node runs here). Per pass and deposit
 * address: confirmed TRC-20 transfers since the cursor minus a look-back window (solidification
 * delay and clock skew), then, for each transaction not recorded yet, its events (for the exact
 * event index and block). Only solidified (irreversible) data is read, so a recorded transfer is
 * credited in the same pass; re-reading the window is harmless thanks to the unique
 * (chain, tx, event index) key.
 */
@Injectable()
export class TronDepositScanner {
  private readonly log = new Logger('TronScanner');
  private readonly pass = new DepositScanPass(
    this.log,
    () => this.networks.active('tron'),
    (n) => this.scanNetwork(n),
  );

  constructor(
    private readonly networks: ChainNetworkService,
    private readonly repo: ChainRepository,
    private readonly deposits: DepositCreditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The `chain.scanTron` job. */
  scanAll(): Promise<TronScanReport[]> {
    return this.pass.run();
  }

  clientFor(n: NetworkRow): TronGridClient {
    return new TronGridClient(n.rpcUrl!, this.config.CHAIN_RPC_TIMEOUT_MS, this.config.CHAIN_TRON_API_KEY);
  }

  async scanNetwork(n: NetworkRow, client: TronGridClient = this.clientFor(n), now: bigint = BigInt(Date.now())): Promise<TronScanReport> {
    const report: TronScanReport = { network: n.id, addresses: 0, recorded: 0, credited: 0 };
    const since = n.scanCursor === null ? now : BigInt(n.scanCursor);
    const lookback = BigInt(this.config.CHAIN_TRON_LOOKBACK_MS);
    const minTimestamp = since > lookback ? since - lookback : 0n;

    let after = '0';
    for (;;) {
      const page = await this.repo.addressPage('tron', after, ADDRESS_PAGE);
      for (const a of page) {
        report.addresses++;
        const transfers = await client.trc20Transfers(a.address, { minTimestamp, contract: n.tokenContract });
        const txIds = [
          ...new Set(
            transfers.filter((t) => t.type === 'Transfer' && t.to === a.address && t.token === n.tokenContract).map((t) => t.txId),
          ),
        ];
        const known = await this.repo.knownTxHashes(n.id, txIds);
        const rows: NewDeposit[] = [];
        for (const txId of txIds.filter((t) => !known.has(t))) {
          const events = (await client.transferEvents(txId)).filter((e) => e.contract === n.tokenContract);
          const ours = new Map(
            (await this.repo.addressesAmong('tron', [...new Set(events.map((e) => e.to))])).map((x) => [x.address, x.userId] as const),
          );
          for (const e of events) {
            const userId = ours.get(e.to);
            if (!userId) continue;
            const row = depositRow(this.log, n, {
              txHash: txId,
              logIndex: e.eventIndex,
              blockNumber: e.blockNumber,
              blockHash: null,
              fromAddress: e.from,
              toAddress: e.to,
              userId,
              rawAmount: e.value,
              confirmations: BigInt(n.confirmations),
            });
            if (row) rows.push(row);
          }
        }
        if (rows.length) report.recorded += (await this.deposits.recordBatch(n, rows, null)).length;
      }
      if (page.length < ADDRESS_PAGE) break;
      after = page[page.length - 1].id;
    }

    // Solidified: every recorded transfer is final.
    for (const d of await this.repo.openDeposits(n.id, 1000)) {
      if (await this.deposits.credit(n, d.id, BigInt(n.confirmations))) report.credited++;
    }
    // Everything up to the start of this pass has been read (the look-back covers late solidification).
    await this.deposits.recordBatch(n, [], now);
    return report;
  }
}
