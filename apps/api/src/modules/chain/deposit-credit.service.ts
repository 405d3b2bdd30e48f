import { Injectable, Logger } from '@nestjs/common';
import { Money } from '@mall/money';
import { Transactional } from '../../core/database/transaction';
import { LedgerAccounts, LedgerService } from '../ledger';
import { NotificationService } from '../notification';
import { ChainRepository, type DepositRow, type NetworkRow, type NewDeposit } from './chain.repository';
import { displayAddress } from './domain/hd-address';
import { newOrderNo } from './domain/order-no';
import { RechargeOrderRepository, type RechargeOrderRow, type RechargeState } from './recharge-order.repository';

/** The idempotency key of an on-chain deposit's credit: one chain transfer, one credit, ever. */
export function depositCreditKey(d: Pick<DepositRow, 'chain' | 'txHash' | 'logIndex'>): string {
  return `deposit:${d.chain}:${d.txHash}:${d.logIndex}`;
}

/**
 * The writing half of deposit scanning. Every method is one short transaction that takes row locks
 * only after the caller fetched everything it needed from the chain (DESIGN rule 4 / example 4).
 */
@Injectable()
export class DepositCreditService {
  private readonly log = new Logger('DepositCredit');

  constructor(
    private readonly chain: ChainRepository,
    private readonly orders: RechargeOrderRepository,
    private readonly ledger: LedgerService,
    private readonly notifications: NotificationService,
  ) {}

  /**
   * Record observed transfers (each once; see ChainRepository.recordDeposits), give each one below
   * the network minimum its failed deposit record, and only then move the scan cursor: a crash
   * before the commit leaves the cursor where it was and the range is scanned again, harmlessly.
   */
  @Transactional()
  async recordBatch(network: NetworkRow, rows: NewDeposit[], cursor: bigint | null): Promise<DepositRow[]> {
    const recorded = await this.chain.recordDeposits(rows);
    for (const d of recorded) {
      if (d.state === 'below_minimum') await this.ensureOrder(network, d, 2, null, 'DEPOSIT_BELOW_MINIMUM');
    }
    if (cursor !== null) await this.chain.advanceCursor(network.id, cursor);
    return recorded;
  }

  /**
   * Credit a confirmed transfer: chain:hot_wallet → the user's available balance, under the key
   * `deposit:<chain>:<tx>:<logIndex>`, and its succeeded deposit record. The row lock plus the state
   * check plus the ledger key make a second run (another worker, a restart) a no-op.
   */
  @Transactional()
  async credit(network: NetworkRow, depositId: string, confirmations: bigint): Promise<boolean> {
    const d = await this.chain.lockDeposit(depositId);
    if (!d || d.state !== 'seen') return false;
    const amount = Money.ofMinorString(d.amount);
    const transfer = await this.ledger.post({
      idempotencyKey: depositCreditKey(d),
      kind: 'deposit.chain',
      entries: [
        { account: LedgerAccounts.userAvailable(d.userId), amount },
        { account: LedgerAccounts.system('chain:hot_wallet'), amount: amount.negate() },
      ],
      metadata: { chain: d.chain, txHash: d.txHash, logIndex: d.logIndex, blockNumber: d.blockNumber, depositId: d.id },
    });
    await this.chain.markCredited(d.id, transfer.id, confirmations);
    await this.ensureOrder(network, d, 1, transfer.id, null);
    await this.notifications.notifyUser(d.userId, 'deposit.credited', { amount: amount.format(), network: network.name });
    if (!transfer.replayed)
      this.log.log(`credited ${amount.format()} ${network.coin} to ${d.userId} (${d.chain} ${d.txHash}:${d.logIndex})`);
    return true;
  }

  /** The block the transfer was seen in is no longer canonical: never credit this observation. */
  @Transactional()
  async orphan(depositId: string, confirmations: bigint): Promise<void> {
    const d = await this.chain.lockDeposit(depositId);
    if (!d || d.state !== 'seen') return;
    await this.chain.markOrphaned(d.id, confirmations);
    this.log.warn(`orphaned ${d.chain} ${d.txHash}:${d.logIndex} (block ${d.blockNumber} was reorganised away)`);
  }

  async setConfirmations(updates: { id: string; confirmations: bigint }[]): Promise<void> {
    await this.chain.setConfirmations(updates);
  }

  /** The deposit record of a chain transfer (created once; a clash of random order numbers is retried). */
  private async ensureOrder(
    network: NetworkRow,
    d: DepositRow,
    state: RechargeState,
    transferId: string | null,
    failureCode: string | null,
  ): Promise<RechargeOrderRow> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await this.orders.insert({
        orderNo: newOrderNo(new Date()),
        userId: d.userId,
        kind: 'onchain',
        coin: network.coin,
        blockchainName: network.name,
        chain: network.id,
        channelAddress: displayAddress(network.family, d.toAddress),
        fromAddress: network.family === 'evm' ? displayAddress('evm', d.fromAddress) : d.fromAddress,
        tx: d.txHash,
        volume: BigInt(d.amount),
        amount: BigInt(d.amount),
        img: '',
        state,
        failureCode,
        chainDepositId: d.id,
        creditedTransferId: transferId,
      });
      if (row) return row;
      const existing = await this.orders.findByDeposit(d.id);
      if (existing) return existing;
    }
    throw new Error(`could not allocate a deposit record number for chain deposit ${d.id}`);
  }
}
