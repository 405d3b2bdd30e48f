import { Injectable } from '@nestjs/common';
import { Money } from '@mall/money';
import { AppError } from '../../core/errors/app-error';
import { LedgerAccounts, LedgerService } from '../ledger';
import { OrderMoves } from '../order';
import { AfterSaleRepository, type RefundableOrder } from './after-sale.repository';
import { commissionOf, settledRefundSplit } from './domain/refund-split';

/** Ledger key of one refund. */
export const refundKey = (refundId: string) => `refund:${refundId}`;

export const remainderOf = (o: RefundableOrder): bigint => BigInt(o.total) - BigInt(o.refunded);

/**
 * Moves one refund's money, inside the caller's transaction, with the order row ALREADY LOCKED by
 * the caller (`AfterSaleRepository.lockOrder`): the remainder read under that lock is the truth, so
 * concurrent refunds of one order queue on the lock and can never take more than was paid.
 *
 * Before settlement: `escrow:orders` → buyer. After: `seller:<id>:payable` and `platform:fees`
 * (the commission share, cumulative) → buyer. Key `refund:<refundId>`.
 */
@Injectable()
export class RefundEngine {
  constructor(
    private readonly repo: AfterSaleRepository,
    private readonly ledger: LedgerService,
    private readonly moves: OrderMoves,
  ) {}

  async execute(
    o: RefundableOrder,
    refund: { id: string; amount: bigint; approvedBy?: string | null; reason: string },
    now: Date,
  ): Promise<{ transferId: string; phase: 'escrow' | 'settled'; commissionReturned: bigint; remainder: bigint }> {
    if (o.payStatus !== 1 || o.status < 1) throw new AppError('ORDER_STATUS_FORBIDS');
    const remainder = remainderOf(o);
    if (refund.amount <= 0n) throw new AppError('AFTERSALE_REFUND_AMOUNT_INVALID');
    if (refund.amount > remainder) throw new AppError('AFTERSALE_REFUND_EXCEEDS', { refundable: Money.ofMinor(remainder).format() });

    const buyer = LedgerAccounts.userAvailable(o.userId);
    const amount = Money.ofMinor(refund.amount);
    let phase: 'escrow' | 'settled';
    let fromFees = 0n;
    let entries;
    if (!o.settledAt) {
      phase = 'escrow';
      entries = [
        { account: LedgerAccounts.system('escrow:orders'), amount: amount.negate() },
        { account: buyer, amount },
      ];
    } else {
      phase = 'settled';
      const phases = await this.repo.refundPhases(o.id);
      const settled = BigInt(o.total) - phases.escrow;
      const split = settledRefundSplit({
        settled,
        commission: commissionOf(settled, o.commissionBp ?? 0),
        refundedAfter: phases.settled,
        amount: refund.amount,
      });
      fromFees = split.fromFees;
      entries = [
        ...(split.fromSeller > 0n ? [{ account: LedgerAccounts.sellerPayable(o.sellerId), amount: Money.ofMinor(-split.fromSeller) }] : []),
        ...(split.fromFees > 0n ? [{ account: LedgerAccounts.system('platform:fees'), amount: Money.ofMinor(-split.fromFees) }] : []),
        { account: buyer, amount },
      ];
    }
    const transfer = await this.ledger.post({
      idempotencyKey: refundKey(refund.id),
      kind: 'order.refund',
      entries,
      metadata: { orderId: o.id, sellerId: o.sellerId, refundId: refund.id, phase },
    });
    await this.moves.addRefunded(o.id, refund.amount);
    await this.repo.markRefunded(refund.id, {
      phase,
      commissionReturned: fromFees,
      transferId: transfer.id,
      approvedBy: refund.approvedBy,
      at: now,
    });
    o.refunded = (BigInt(o.refunded) + refund.amount).toString();
    return { transferId: transfer.id, phase, commissionReturned: fromFees, remainder: remainder - refund.amount };
  }
}
