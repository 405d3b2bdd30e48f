import { Injectable, Logger } from '@nestjs/common';
import { Transactional, isUniqueViolation } from '../../../core/database/transaction';
import { AppError } from '../../../core/errors/app-error';
import { ORDER_NO_PATTERN } from '../../chain';
import { checkManualPayout, normalizeTxHash, type ManualPayoutRefusal } from '../domain/manual-payout';
import { microToToken } from '../domain/withdraw-amount';
import type { WithdrawChannelRow } from '../withdraw-config.repository';
import { WithdrawChannelService } from '../withdraw-channel.service';
import { WithdrawOrderRepository, type WithdrawOrderRow } from '../withdraw-order.repository';
import { WithdrawPayoutService } from './payout.service';
import { PayoutSettlementService } from './payout-settlement.service';

/** Orders verified per run. */
const BATCH = 50;

export interface ManualVerifyReport {
  checked: number;
  settled: number;
  returned: number;
}

/**
 * Manual payouts, on a network without a payout signer: an operator pays an approved withdrawal
 * ("to pay") from their own wallet and records the transaction hash (approved → verifying; the
 * admin API audits it). The chain watcher (`wallet.verifyManualPayouts`) then reads the receipt:
 * status success, mined after the withdrawal was applied for, an ERC-20 Transfer log of the
 * network's token to the withdrawal's address of exactly the arrival (the token's minor units),
 * at the network's confirmation depth and still canonical → settled like a signed payout
 * ({@link PayoutSettlementService.settle}); a transaction that does not pay it → back to "to pay"
 * with the reason, audited. A hash of another withdrawal on the chain (unique index) or of a
 * deposit is refused when recorded.
 */
@Injectable()
export class ManualPayoutService {
  private readonly log = new Logger('ManualPayouts');
  private previous: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly orders: WithdrawOrderRepository,
    private readonly channels: WithdrawChannelService,
    private readonly payouts: WithdrawPayoutService,
    private readonly settlement: PayoutSettlementService,
  ) {}

  /** Record the hash an operator paid an approved withdrawal with (in the caller's audited transaction). */
  @Transactional()
  async recordPayment(orderNo: string, adminId: string, rawHash: string | undefined): Promise<{ orderNo: string; txHash: string }> {
    const txHash = normalizeTxHash(rawHash);
    if (!txHash) throw new AppError('WITHDRAW_TX_HASH_FORMAT');
    const o = ORDER_NO_PATTERN.test(orderNo) ? await this.orders.lockByNo(orderNo) : null;
    if (!o) throw new AppError('WITHDRAW_ORDER_NOT_FOUND');
    if (o.state !== 'approved') throw new AppError('WITHDRAW_ORDER_NOT_TO_PAY');
    const c = await this.channels.byId(o.chain);
    if (!c || c.family !== 'evm' || this.channels.payoutMode(c) !== 'manual') throw new AppError('WITHDRAW_PAYOUT_AUTOMATIC');
    if (await this.orders.isDepositTx(o.chain, txHash)) throw new AppError('WITHDRAW_TX_HASH_USED');
    let recorded: boolean;
    try {
      recorded = await this.orders.recordPaid(o.id, txHash, adminId);
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('WITHDRAW_TX_HASH_USED');
      throw e;
    }
    if (!recorded) throw new AppError('WITHDRAW_ORDER_NOT_TO_PAY');
    return { orderNo, txHash };
  }

  /**
   * The `wallet.verifyManualPayouts` job: follow every recorded hash to settled or back to "to pay".
   * Runs in this process one after the other (a nudge during a scheduled run waits for it); each
   * decision moves the order only from `verifying`, so another process changes nothing twice.
   */
  verifyAll(): Promise<ManualVerifyReport> {
    const run = this.previous.then(
      () => this.verifyBatch(),
      () => this.verifyBatch(),
    );
    this.previous = run.catch(() => undefined);
    return run;
  }

  private async verifyBatch(): Promise<ManualVerifyReport> {
    const report: ManualVerifyReport = { checked: 0, settled: 0, returned: 0 };
    for (const o of await this.orders.verifying(BATCH)) {
      report.checked++;
      try {
        const r = await this.verify(o);
        if (r === 'settled') report.settled++;
        else if (r === 'returned') report.returned++;
      } catch (e) {
        this.log.warn(`manual payout ${o.orderNo}: check failed: ${(e as Error).message}`);
      }
    }
    return report;
  }

  private async verify(o: WithdrawOrderRow): Promise<'settled' | 'returned' | 'waiting'> {
    const c = await this.channels.byId(o.chain);
    if (!c?.rpcUrl || c.family !== 'evm') return 'waiting';
    const rpc = this.payouts.rpcFor(c);
    const hash = o.txHash!;
    const receipt = await rpc.receipt(hash);
    if (!receipt) {
      // In the mempool: wait. Unknown to the node: a wrong hash (or not sent yet): back to "to pay".
      if (await rpc.knows(hash)) {
        await this.orders.setVerifyProgress(o.id, 0n, null, null);
        return 'waiting';
      }
      return this.giveBack(o, 'WITHDRAW_PAYMENT_TX_NOT_FOUND');
    }
    const verdict = checkManualPayout({ ...receipt, blockTime: await rpc.blockTime(receipt.blockNumber) }, expectation(o, c));
    if (!verdict.ok) return this.giveBack(o, verdict.code);
    const head = await rpc.blockNumber();
    const confirmations = head >= receipt.blockNumber ? head - receipt.blockNumber + 1n : 0n;
    if (confirmations < BigInt(c.confirmations) || (await rpc.blockHashAt(receipt.blockNumber)) !== receipt.blockHash) {
      await this.orders.setVerifyProgress(o.id, confirmations, receipt.blockNumber, null);
      return 'waiting';
    }
    return (await this.settlement.settle(o.id, confirmations, receipt.blockNumber)) ? 'settled' : 'waiting';
  }

  @Transactional()
  private async giveBack(o: WithdrawOrderRow, code: ManualPayoutRefusal): Promise<'returned' | 'waiting'> {
    if (!(await this.orders.returnToPay(o.id, code))) return 'waiting';
    await this.orders.auditSystem('withdraw.payment_refused', o.orderNo, { txHash: o.txHash, paidBy: o.paidBy, reason: code });
    this.log.warn(`manual payout ${o.orderNo}: ${o.txHash} refused (${code}); the withdrawal is to pay again`);
    return 'returned';
  }
}

function expectation(o: WithdrawOrderRow, c: WithdrawChannelRow) {
  return { token: c.tokenContract, to: o.toAddress, value: microToToken(BigInt(o.arrival), c.tokenDecimals), notBefore: o.createdAt };
}
