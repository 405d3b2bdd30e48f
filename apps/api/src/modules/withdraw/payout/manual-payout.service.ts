import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/env.schema';
import { Transactional, isUniqueViolation } from '../../../core/database/transaction';
import { AppError } from '../../../core/errors/app-error';
import { AuditService } from '../../audit';
import { ORDER_NO_PATTERN, TronWalletApi } from '../../chain';
import { checkManualPayout, checkTronManualPayout, normalizeTxHash, type ManualPayoutRefusal } from '../domain/manual-payout';
import { microToToken } from '../domain/withdraw-amount';
import type { WithdrawChannelRow } from '../withdraw-config.repository';
import { WithdrawChannelService } from '../withdraw-channel.service';
import { WithdrawOrderRepository, type WithdrawOrderRow } from '../withdraw-order.repository';
import { WithdrawPayoutService } from './payout.service';
import { PayoutSettlementService } from './payout-settlement.service';

/** Orders verified per run. */
const BATCH = 50;
/**
 * TRON: how long after it was recorded a transaction id that is neither in a block nor in the node's
 * pool is still waited for (the operator's wallet may have sent it through another node) before it
 * is refused as not found.
 */
export const TRON_NOT_FOUND_GRACE_MS = 300_000;

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
 *
 * TRON networks (TRC-20) the same way through the network's TronGrid-compatible API (`rpc_url`, as
 * automatic TRON payouts use it): the operator records the transaction id (64 hex digits, no 0x);
 * `/wallet/gettransactioninfobyid` gives `receipt.result` SUCCESS, `blockTimeStamp` and the Transfer
 * log of the token to the withdrawal's address of exactly the arrival; it is settled once the head
 * (`/wallet/getnowblock`) is the network's confirmations past its block AND the solidity view
 * (`/walletsolidity/gettransactioninfobyid`) has it in the same block (irreversible). An id in neither
 * a block nor the node's pool (`/wallet/gettransactionfrompending`) is waited for
 * {@link TRON_NOT_FOUND_GRACE_MS} after it was recorded, then refused as not found.
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
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Record the hash an operator paid an approved withdrawal with (in the caller's audited transaction). */
  @Transactional()
  async recordPayment(orderNo: string, adminId: string, rawHash: string | undefined): Promise<{ orderNo: string; txHash: string }> {
    const o = ORDER_NO_PATTERN.test(orderNo) ? await this.orders.lockByNo(orderNo) : null;
    if (!o) throw new AppError('WITHDRAW_ORDER_NOT_FOUND');
    if (o.state !== 'approved') throw new AppError('WITHDRAW_ORDER_NOT_TO_PAY');
    const c = await this.channels.byId(o.chain);
    if (!c || this.channels.payoutMode(c) !== 'manual') throw new AppError('WITHDRAW_PAYOUT_AUTOMATIC');
    const txHash = normalizeTxHash(rawHash, c.family);
    if (!txHash) throw new AppError('WITHDRAW_TX_HASH_FORMAT');
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
    if (!c?.rpcUrl) return 'waiting';
    if (c.family === 'tron') return this.verifyTron(o, c);
    if (c.family !== 'evm') return 'waiting';
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

  private async verifyTron(o: WithdrawOrderRow, c: WithdrawChannelRow): Promise<'settled' | 'returned' | 'waiting'> {
    const api = new TronWalletApi(c.rpcUrl!, this.config.CHAIN_RPC_TIMEOUT_MS, this.config.CHAIN_TRON_API_KEY);
    const id = o.txHash!;
    const info = await api.info(id);
    if (!info) {
      // In the pool, or just sent through another node: wait. Still unknown after the grace: a wrong id.
      const recent = !o.paidAt || Date.now() - o.paidAt.getTime() < TRON_NOT_FOUND_GRACE_MS;
      if (recent || (await api.pending(id)) || (await api.knows(id))) {
        await this.orders.setVerifyProgress(o.id, 0n, null, null);
        return 'waiting';
      }
      return this.giveBack(o, 'WITHDRAW_PAYMENT_TX_NOT_FOUND');
    }
    if (info.blockTime === null) throw new Error(`gettransactioninfobyid ${id}: no blockTimeStamp`);
    const verdict = checkTronManualPayout({ ...info, blockTime: info.blockTime }, expectation(o, c));
    if (!verdict.ok) return this.giveBack(o, verdict.code);
    const head = await api.nowBlock();
    const confirmations = head.number >= info.blockNumber ? head.number - info.blockNumber + 1n : 0n;
    if (confirmations < BigInt(c.confirmations) || (await api.solidInfo(id))?.blockNumber !== info.blockNumber) {
      await this.orders.setVerifyProgress(o.id, confirmations, info.blockNumber, null);
      return 'waiting';
    }
    return (await this.settlement.settle(o.id, confirmations, info.blockNumber)) ? 'settled' : 'waiting';
  }

  @Transactional()
  private async giveBack(o: WithdrawOrderRow, code: ManualPayoutRefusal): Promise<'returned' | 'waiting'> {
    if (!(await this.orders.returnToPay(o.id, code))) return 'waiting';
    await this.audit.record({
      adminId: null,
      action: 'withdraw.payment_refused',
      target: o.orderNo,
      details: { txHash: o.txHash, paidBy: o.paidBy, reason: code },
      ip: 'system',
    });
    this.log.warn(`manual payout ${o.orderNo}: ${o.txHash} refused (${code}); the withdrawal is to pay again`);
    return 'returned';
  }
}

function expectation(o: WithdrawOrderRow, c: WithdrawChannelRow) {
  return { token: c.tokenContract, to: o.toAddress, value: microToToken(BigInt(o.arrival), c.tokenDecimals), notBefore: o.createdAt };
}
